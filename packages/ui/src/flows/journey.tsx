import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { expect, waitFor } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { StoryContext } from '@storybook/react-vite';
import { VisuallyHidden } from '../components/VisuallyHidden/index.ts';

/**
 * A flow's screens behind one router, as the portal routes them, so a journey story moves from screen
 * to screen the way a vendor does. After the first navigation the current path is kept in the
 * `location` test id that the screens' own play functions read after a navigation (as the stories'
 * landing page gives it).
 */
export function Journey({ screens }: { screens: Record<string, ReactNode> }) {
  const location = useLocation();
  return (
    <>
      <Routes>
        {Object.entries(screens).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
      {location.key !== 'default' && (
        <VisuallyHidden>
          <span data-testid="location">{location.pathname}</span>
        </VisuallyHidden>
      )}
    </>
  );
}

type Play = ((context: never) => unknown) | undefined;

/** Runs a screen story's play function as one step of a journey (same canvas, same fake backend). */
export async function step(play: Play, context: StoryContext) {
  if (!play) throw new Error('This step has no play function.');
  await play(context as never);
}

/** Where a navigation landed, waiting for it (the probe shows the previous path until then). */
export const expectPath = (canvasElement: HTMLElement, path: string) =>
  waitFor(() => expect(canvasElement.querySelector('[data-testid="location"]')).toHaveTextContent(path));

/** A vendor closes the toast of the step before, so the next step starts from a quiet screen. */
export async function closeToasts() {
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('.Toastify__toast')).toBeNull());
}
