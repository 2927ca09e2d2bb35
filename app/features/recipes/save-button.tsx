/**
 * The recipe page's save button. Loaded after the first screen, inert until
 * then (recipe-detail-page.tsx, takenOverLater). A visitor's button only asks
 * them to sign in, so it carries no device database; someone signed in gets
 * the device's button (device-save-button.tsx), whose code carries Dexie and
 * loads in turn, drawn with the page by the server all the same.
 */
import type { Recipe } from '@shared/schemas/recipe';
import { takenOverLater } from '../../components/taken-over-later';
import { notifyError } from '../../lib/toaster';
import { useAuth } from '../auth/auth-provider';
import { SaveButtonView } from './save-button-view';

const DeviceSaveButton = takenOverLater(() => import('./device-save-button').then((m) => m.DeviceSaveButton));
export const drawDeviceSaveButtonWith = DeviceSaveButton.drawWith;

const askToSignIn = () => notifyError('Sign in required', 'Please sign in to save recipes');

export function SaveButton({ recipe }: { recipe: Pick<Recipe, 'id' | 'title'> }) {
  const { user, isLoading } = useAuth();
  if (user) {
    return (
      <DeviceSaveButton user={user} recipe={recipe} fallback={<SaveButtonView saved={false} disabled />} />
    );
  }
  return <SaveButtonView saved={false} disabled={isLoading} onClick={askToSignIn} />;
}
