import type { TurnDirection } from '@app/contracts/admins';

/**
 * The head-pose challenge of the face check. Frames come as the person sees themselves on screen
 * (mirrored, as the page captures them): turning one's head to the left moves the nose towards
 * the frame's left, so the landmarks' yaw (nose between the jaw's ends, 0 = facing the camera)
 * decreases.
 */

/** How far the yaw must move the asked way (a quarter turn gives about 0.15). */
export const MIN_TURN = 0.08;
/** A turn the other way beyond this is not what was asked. */
export const MAX_WRONG_TURN = 0.05;

/**
 * Whether the frames show the head turning as asked: the first frame is the start pose, a later
 * one must have turned the asked way by MIN_TURN and none turned the other way by MAX_WRONG_TURN.
 * A static photo never moves; a video turning both ways is refused.
 */
export function turnedAsAsked(yaws: readonly number[], direction: TurnDirection): boolean {
  const [start, ...rest] = yaws;
  if (start === undefined || rest.length === 0) return false;
  const sign = direction === 'left' ? -1 : 1;
  const moves = rest.map((yaw) => sign * (yaw - start));
  return Math.max(...moves) >= MIN_TURN && Math.min(...moves) > -MAX_WRONG_TURN;
}
