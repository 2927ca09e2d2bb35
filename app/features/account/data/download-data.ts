/**
 * GET /api/account/export, saved as the file the server names (sproutplate-data-YYYY-MM-DD.json).
 * Fetched rather than followed as a link, so a failure (offline, signed out meanwhile) is a
 * message on the page instead of a broken download.
 */
import { useMutation } from '@tanstack/react-query';
import { exportFileName } from '@shared/schemas/account';
import { ApiError, NetworkError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

const FILE_NAME = /filename="([^"]+)"/;

export async function downloadMyData(): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/account/export', { credentials: 'include', cache: 'no-store' });
  } catch (err) {
    throw new NetworkError(err);
  }
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  const name =
    FILE_NAME.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    exportFileName(new Date().toISOString().slice(0, 10));
  downloadFile(name, await res.blob());
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
