import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  MAX_WRONG_TURN,
  MIN_TURN,
  turnedAsAsked,
} from '../../../../src/modules/admins/face/head-turn';
import {
  hammingDistance,
  imageHashes,
  isNearDuplicate,
  isReusedCapture,
  NEAR_DUPLICATE_BITS,
  REPLAY_BITS,
} from '../../../../src/modules/admins/face/image-hash';
import {
  framesTurning,
  turnedFrame,
  turningReferencePhoto,
} from '../../../helpers/head-turn-frames';

describe('turnedAsAsked', () => {
  it('needs a later frame turned the asked way (frames as the person sees themselves)', () => {
    expect(turnedAsAsked([0.05, 0.02, 0.05 - MIN_TURN], 'left')).toBe(true);
    expect(turnedAsAsked([0.05, 0.05 + MIN_TURN], 'right')).toBe(true);
    expect(turnedAsAsked([0.05, 0.05 + MIN_TURN], 'left')).toBe(false);
  });

  it('refuses a static picture, a single frame and a turn both ways', () => {
    expect(turnedAsAsked([0.03, 0.031, 0.029], 'left')).toBe(false);
    expect(turnedAsAsked([0.03], 'left')).toBe(false);
    expect(turnedAsAsked([], 'right')).toBe(false);
    expect(turnedAsAsked([0, 0.2, -0.2], 'right')).toBe(false);
    expect(turnedAsAsked([0, -MAX_WRONG_TURN + 0.01, 0.2], 'right')).toBe(true);
  });
});

describe('image hashes', () => {
  it('finds a copy of a picture, re-encoded, re-lit or mirrored', async () => {
    const reference = await turningReferencePhoto();
    const known = [(await imageHashes(reference)).hash];
    const copy = await sharp(reference)
      .flop()
      .modulate({ brightness: 0.8 })
      .resize(400)
      .jpeg({ quality: 70 })
      .toBuffer();
    expect(isNearDuplicate(await imageHashes(copy), known)).toBe(true);
  });

  it('tells a live frame from the reference and a moved frame from an earlier one', async () => {
    const reference = (await imageHashes(await turningReferencePhoto())).hash;
    const frame = await imageHashes(await turnedFrame(0));
    const moved = await imageHashes(await turnedFrame(0, -10));
    const barelyMoved = await imageHashes(await turnedFrame(0, -2));
    expect(isNearDuplicate(frame, [reference])).toBe(false);
    expect(isNearDuplicate(moved, [frame.hash], REPLAY_BITS)).toBe(false);
    expect(hammingDistance(frame.hash, moved.hash)).toBeGreaterThan(NEAR_DUPLICATE_BITS);
    // Two pixels of movement are not a replay.
    expect(isNearDuplicate(barelyMoved, [frame.hash], REPLAY_BITS)).toBe(false);
  });

  it('finds an earlier capture sent again, re-encoded', async () => {
    const frame = await turnedFrame(0.15, -4);
    const again = await sharp(frame).jpeg({ quality: 60 }).toBuffer();
    const known = [(await imageHashes(frame)).hash];
    expect(isNearDuplicate(await imageHashes(again), known, REPLAY_BITS)).toBe(true);
  });

  it('calls an attempt reused when any frame copies the reference or an earlier capture', async () => {
    const reference = (await imageHashes(await turningReferencePhoto())).hash;
    const earlierFrames = await framesTurning('left', -4);
    const earlier = await Promise.all(earlierFrames.map(async (f) => (await imageHashes(f)).hash));
    const hashesOf = (frames: Buffer[]) => Promise.all(frames.map((f) => imageHashes(f)));
    const reencoded = (frame: Buffer) => sharp(frame).jpeg({ quality: 70 }).toBuffer();
    // The earlier attempt sent again, re-encoded.
    const resent = await hashesOf(await Promise.all(earlierFrames.map(reencoded)));
    expect(isReusedCapture(resent, [reference], earlier)).toBe(true);
    // Partial replays: fresh frames (the person moved by 10 pixels) mixed with old ones. The old
    // turned frames carry the movement a 'left' challenge asks for; the old start pose gives the
    // fresh turned frames a start. Either way one old frame refuses the attempt.
    const fresh = await framesTurning('left', -14);
    const oldTurn = await hashesOf([fresh[0]!, await reencoded(earlierFrames[2]!)]);
    expect(isReusedCapture(oldTurn, [reference], earlier)).toBe(true);
    const oldStart = await hashesOf([await reencoded(earlierFrames[0]!), fresh[1]!, fresh[2]!]);
    expect(isReusedCapture(oldStart, [reference], earlier)).toBe(true);
    // The fresh frames alone: a live attempt, two pixels or more from anything seen before.
    expect(isReusedCapture(await hashesOf(fresh), [reference], earlier)).toBe(false);
    // A copy of the reference photo among live frames.
    const withReference = [
      ...(await hashesOf(fresh)),
      await imageHashes(await turningReferencePhoto()),
    ];
    expect(isReusedCapture(withReference, [reference], [])).toBe(true);
  });

  it('refuses what is not an image with a 415', async () => {
    await expect(imageHashes(Buffer.from('%PDF-1.4 nothing'))).rejects.toMatchObject({
      statusCode: 415,
    });
  });
});
