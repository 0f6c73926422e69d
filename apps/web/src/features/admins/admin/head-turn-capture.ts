import { captureFrame } from './use-camera';

/** Time to read the instruction and start turning before the first turned frame. */
const FIRST_FRAME_DELAY_MS = 700;
/** Spacing of the frames taken while the head turns (the server accepts up to 5 frames). */
const FRAME_INTERVAL_MS = 500;
const TURN_FRAMES = 3;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The frames of one face check: the start pose, taken before the instruction is shown, then
 * TURN_FRAMES frames while the admin turns their head as asked (about two seconds in all).
 * `onStartCaptured` shows the instruction once the start pose is in.
 */
export async function captureHeadTurn(
  video: HTMLVideoElement,
  onStartCaptured: (start: Blob) => void,
): Promise<Blob[]> {
  const start = await captureFrame(video);
  onStartCaptured(start);
  const frames = [start];
  await wait(FIRST_FRAME_DELAY_MS);
  for (let i = 0; i < TURN_FRAMES; i++) {
    if (i > 0) await wait(FRAME_INTERVAL_MS);
    frames.push(await captureFrame(video));
  }
  return frames;
}
