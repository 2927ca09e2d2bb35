/**
 * The recipe page's save button. A visitor's button asks them to sign in. For
 * someone signed in, the button that reads and writes the device's database
 * (device-save-button.tsx, whose code carries Dexie) loads after the first
 * screen; a press before then loads it at once and saves the recipe when it is in.
 */
import { useEffect, useState, type ComponentType } from 'react';
import type { Recipe } from '@shared/schemas/recipe';
import { afterFirstScreen } from '../../boot/after-first-screen';
import { notifyError } from '../../lib/toaster';
import { useAuth } from '../auth/auth-provider';
import type { DeviceSaveButtonProps } from './device-save-button';
import { SaveButtonView } from './save-button-view';

type DeviceButton = ComponentType<DeviceSaveButtonProps>;
let loaded: DeviceButton | null = null;
const loadDeviceButton = (): Promise<DeviceButton> =>
  import('./device-save-button').then((m) => (loaded = m.DeviceSaveButton));

const askToSignIn = () => notifyError('Sign in required', 'Please sign in to save recipes');

export function SaveButton({ recipe }: { recipe: Pick<Recipe, 'id' | 'title'> }) {
  const { user, isLoading } = useAuth();
  const [Device, setDevice] = useState<DeviceButton | null>(() => loaded);
  const [pressed, setPressed] = useState(false);
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn || Device) return undefined;
    let live = true;
    void afterFirstScreen()
      .then(loadDeviceButton)
      .then((button) => live && setDevice(() => button))
      .catch(() => undefined); // offline before the code arrived: a press tries again
    return () => {
      live = false;
    };
  }, [signedIn, Device]);

  if (!user) return <SaveButtonView saved={false} disabled={isLoading} onClick={askToSignIn} />;
  if (Device) return <Device user={user} recipe={recipe} saveOnceKnown={pressed} />;
  const press = () => {
    setPressed(true);
    loadDeviceButton().then(
      (button) => setDevice(() => button),
      () => {
        setPressed(false);
        notifyError('Could not save', 'Check your connection and try again');
      },
    );
  };
  return <SaveButtonView saved={false} disabled={pressed} onClick={press} />;
}
