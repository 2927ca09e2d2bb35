/**
 * Swiping a toast to the right dismisses it once it has gone TOAST.swipeThresholdPx (the spec's
 * 50 px); a shorter swipe springs back. Only rightward movement counts, and a gesture that starts
 * more vertical than horizontal is left to the page (a scroll).
 */
import { useRef, type PointerEvent } from 'react';
import { TOAST } from '@shared/constants';

/** How far right the pointer has moved since it went down (never negative). */
export function swipeOffset(startX: number, x: number): number {
  return Math.max(0, x - startX);
}

/** Whether a swipe that far dismisses the toast. */
export function swipeDismisses(offset: number): boolean {
  return offset >= TOAST.swipeThresholdPx;
}

/** The distance over which a swiped toast fades to its faintest. */
const FADE_PX = 200;

function follow(element: HTMLElement, offset: number): void {
  element.style.transition = offset ? 'none' : '';
  element.style.transform = offset ? `translateX(${offset}px)` : '';
  element.style.opacity = offset ? String(Math.max(0.3, 1 - offset / FADE_PX)) : '';
}

/** Pointer handlers for a toast's root: `onDismiss` runs when a swipe right goes far enough. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const gesture = useRef<{ pointerId: number; x: number; y: number; offset: number } | null>(null);

  const end = (event: PointerEvent<HTMLElement>, released: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    const element = event.currentTarget;
    if (released && swipeDismisses(current.offset)) {
      // It leaves from where the finger let go; its own exit fades it out.
      element.style.transition = '';
      element.style.opacity = '';
      onDismiss();
    } else {
      follow(element, 0);
    }
  };

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, offset: 0 };
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const offset = swipeOffset(current.x, event.clientX);
      if (current.offset === 0 && Math.abs(event.clientY - current.y) > Math.max(offset, 4)) {
        gesture.current = null; // a vertical gesture: not a swipe
        return;
      }
      if (offset > 0 && !event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      current.offset = offset;
      follow(event.currentTarget, offset);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      end(event, true);
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      end(event, false);
    },
  };
}
