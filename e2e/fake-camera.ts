import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * A fake camera for the face check, from @vladmandic/face-api's own sample photos (so nothing big
 * is committed): a woman of sample2.jpg, framed as a profile photo (the reference) and as a
 * 640×480 webcam that can turn her head. A head turn is the frame warped around the face's centre
 * (one side squeezed, the other stretched), which moves the nose between the jaw's ends as a real
 * turn does: the face check's landmarks see the head turn. Another woman (sample1.jpg) is the
 * reference photo of "someone else".
 *
 * The camera replaces getUserMedia with a canvas stream, so the page's real path runs (preview,
 * capture, upload), and the test plays the person: it reads the instruction on screen and turns
 * the head that way (`followInstruction`). The image sways by a few pixels, as nobody sits still,
 * so no two checks send the same picture.
 */
const require = createRequire(import.meta.url);
const samplePath = (n: number) =>
  path.join(
    path.dirname(require.resolve('@vladmandic/face-api/package.json')),
    'demo',
    `sample${n}.jpg`,
  );

const WIDTH = 640;
const HEIGHT = 480;
/** Frames the face screen captures while the head turns (TURN_FRAMES of head-turn-capture.ts). */
const TURN_FRAMES = 3;
/** The camera frame is drawn from a slightly larger picture, to sway inside it. */
const MARGIN = 24;
/** x of the face's centre in the unmirrored webcam frame. */
const FACE_CENTRE_X = 313 + MARGIN;

/** The admin's profile photo: the same woman as the camera, framed as a portrait. */
export function referencePhoto(): Promise<Buffer> {
  return sharp(samplePath(2))
    .extract({ left: 1290, top: 0, width: 520, height: 620 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Another person (sample1.jpg, the woman in the middle). */
export function otherPersonPhoto(): Promise<Buffer> {
  return sharp(samplePath(1))
    .extract({ left: 760, top: 120, width: 460, height: 560 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The camera's picture (unmirrored, as a webcam delivers it), margin included. */
function webcamPicture(): Promise<Buffer> {
  return sharp(samplePath(2))
    .extract({ left: 1180, top: 0, width: 740, height: 555 })
    .resize(WIDTH + 2 * MARGIN, HEIGHT + 2 * MARGIN)
    .toBuffer();
}

/**
 * The picture with the head turned by `amount` (> 0: to the person's left, which on an unmirrored
 * camera frame moves the nose to the right).
 */
async function turned(picture: Buffer, amount: number): Promise<string> {
  const width = WIDTH + 2 * MARGIN;
  const height = HEIGHT + 2 * MARGIN;
  const leftWidth = Math.round(FACE_CENTRE_X * (1 + amount));
  const left = await sharp(picture)
    .extract({ left: 0, top: 0, width: FACE_CENTRE_X, height })
    .resize(leftWidth, height, { fit: 'fill' })
    .toBuffer();
  const right = await sharp(picture)
    .extract({ left: FACE_CENTRE_X, top: 0, width: width - FACE_CENTRE_X, height })
    .resize(width - leftWidth, height, { fit: 'fill' })
    .toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: leftWidth, top: 0 },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

/** Head poses of the fake person, as data URLs. */
async function poses() {
  const picture = await webcamPicture();
  const [front, left1, left2, right1, right2] = await Promise.all(
    [0, 0.15, 0.3, -0.15, -0.3].map((amount) => turned(picture, amount)),
  );
  return { front, left: [left1, left2], right: [right1, right2] };
}

/** Installs the fake camera in the page (before its scripts run). */
export async function installFakeCamera(page: Page): Promise<void> {
  const images = await poses();
  await page.addInitScript(
    ({ images, width, height, margin, turnFrames }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.src = src;
        });
      const state = {
        pose: 'front' as 'front' | 'left' | 'right',
        since: 0,
        seat: 0,
        capturesSinceTurn: 0,
      };
      // Things behind the person (shelves, a door frame) at the frame's sides, away from the face:
      // each place the person sits in sees other ones, so the whole picture, which the server's
      // replay check hashes, differs from any earlier check's, even in this test's other contexts
      // signing in the same admin.
      const props: { x: number; y: number; w: number; h: number; grey: number }[] = [];
      const reseat = () => {
        state.seat = (Math.random() * 2 - 1) * 8;
        props.length = 0;
        for (let i = 0; i < 4; i++) {
          const w = 30 + Math.random() * 50;
          props.push({
            x: i % 2 === 0 ? Math.random() * (110 - w) : width - 110 + Math.random() * (110 - w),
            y: Math.random() * (height - 140),
            w,
            h: 60 + Math.random() * 80,
            grey: Math.floor(Math.random() * 256),
          });
        }
      };
      reseat();
      // The test turns the head; the person goes back to facing the camera once the page has
      // taken the check's turned frames (or after a while), and sits a little elsewhere. Without
      // that, a retry right after a fast answer would start from the same turned picture as the
      // last check's frames, which the server rightly refuses as a replay.
      (window as unknown as { __fakeCamera: unknown }).__fakeCamera = {
        turn(direction: 'left' | 'right') {
          state.pose = direction;
          state.since = performance.now();
          state.capturesSinceTurn = 0;
          reseat();
        },
      };
      // The page captures a frame by drawing the video onto a canvas of its own.
      const drawImage = CanvasRenderingContext2D.prototype.drawImage;
      CanvasRenderingContext2D.prototype.drawImage = function (
        this: CanvasRenderingContext2D,
        ...args: Parameters<typeof drawImage>
      ) {
        if (args[0] instanceof HTMLVideoElement && state.pose !== 'front') {
          state.capturesSinceTurn++;
        }
        return drawImage.apply(this, args);
      } as typeof drawImage;
      // Each page starts its sway at a random phase, so two checks never send the same picture.
      const phase = Math.random() * 1000;
      navigator.mediaDevices.getUserMedia = async () => {
        const [front, left1, left2, right1, right2] = await Promise.all(
          [images.front, ...images.left, ...images.right].map(load),
        );
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        const draw = () => {
          const now = performance.now();
          const elapsed = now - state.since;
          if (state.pose !== 'front' && (state.capturesSinceTurn >= turnFrames || elapsed > 4000)) {
            state.pose = 'front';
            reseat();
          }
          const frame =
            state.pose === 'front'
              ? front
              : state.pose === 'left'
                ? elapsed < 250
                  ? left1
                  : left2
                : elapsed < 250
                  ? right1
                  : right2;
          // Sway and lean in and out on unrelated periods, as a seated person does.
          const t = (now + phase * 37) / 900;
          // Each new check also finds the person a few pixels elsewhere (nobody sits down twice in
          // the same place), so a later check on the same page does not repeat an earlier one's
          // pictures, which the server refuses as replays.
          const dx = Math.max(-margin, Math.min(margin, margin * Math.sin(t) + state.seat));
          const dy = (margin / 2) * Math.cos(t * 0.7);
          const scale = 1 + 0.03 * Math.sin((now + phase * 53) / 1300);
          const w = (width + 2 * margin) * scale;
          const h = (height + 2 * margin) * scale;
          context.drawImage(
            frame as HTMLImageElement,
            dx - margin - (w - width - 2 * margin) / 2,
            dy - margin - (h - height - 2 * margin) / 2,
            w,
            h,
          );
          for (const prop of props) {
            context.fillStyle = `rgb(${prop.grey} ${prop.grey} ${prop.grey})`;
            context.fillRect(prop.x, prop.y, prop.w, prop.h);
          }
        };
        draw();
        setInterval(draw, 1000 / 15);
        return canvas.captureStream(15);
      };
    },
    { images, width: WIDTH, height: HEIGHT, margin: MARGIN, turnFrames: TURN_FRAMES },
  );
}

/** Plays the person: waits for the check's instruction and turns the head the way it says. */
export async function followInstruction(page: Page): Promise<'left' | 'right'> {
  const instruction = page.getByTestId('face-instruction');
  await instruction.waitFor({ state: 'visible', timeout: 30_000 });
  const direction = (await instruction.getAttribute('data-direction')) as 'left' | 'right';
  await page.evaluate(
    (turn) =>
      (window as unknown as { __fakeCamera: { turn(d: string): void } }).__fakeCamera.turn(turn),
    direction,
  );
  return direction;
}

/**
 * Frames for the API: the start pose then the head turned `direction` (as the page sends them,
 * mirrored), swayed by `shift` pixels sideways and `lift` pixels up or down so that each check
 * sends new pictures (the server refuses any frame within a pixel or two of one it has seen).
 */
export async function turningFrames(
  direction: 'left' | 'right',
  shift: number,
  lift = 0,
): Promise<Buffer[]> {
  const picture = await webcamPicture();
  const sign = direction === 'left' ? 1 : -1;
  const frames = await Promise.all(
    [0, sign * 0.15, sign * 0.3].map(async (amount) => {
      const url = await turned(picture, amount);
      const data = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      return sharp(data)
        .extract({ left: MARGIN + shift, top: MARGIN + lift, width: WIDTH, height: HEIGHT })
        .flop()
        .jpeg({ quality: 90 })
        .toBuffer();
    }),
  );
  return frames;
}
