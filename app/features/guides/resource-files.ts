/**
 * The course's PDF resources. They are in the service worker's precache, so a
 * fetch answers offline as well; saving goes through a Blob so the file keeps
 * its name everywhere.
 */
import type { CourseResource } from '@shared/content/course-detail';
import { downloadFile } from '../../lib/download';

/** The file name a resource is saved under: the PDF's own name. */
export function resourceFileName(resource: CourseResource): string {
  return resource.file.split('/').pop() || `${resource.id}.pdf`;
}

/** Saves one resource as a file; false when it cannot be had (offline before any visit). */
export async function downloadResource(resource: CourseResource): Promise<boolean> {
  try {
    const res = await fetch(resource.file);
    if (!res.ok) return false;
    downloadFile(resourceFileName(resource), new Blob([await res.blob()], { type: 'application/pdf' }));
    return true;
  } catch {
    return false;
  }
}
