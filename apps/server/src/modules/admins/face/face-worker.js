// Piscina worker: runs face detection and recognition on the tfjs WASM backend, off the event loop.
// Plain JavaScript on purpose: worker threads load this file directly (no TypeScript loader), both
// from src/ in development and tests and as dist/face-worker.js in the bundled server.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
// tfjs-core, not the full @tensorflow/tfjs: face-api's node-wasm build requires "@tensorflow/tfjs",
// which is installed as packages/tfjs-wasm-only (tfjs-core under that name), so both share one
// engine and the WASM backend registered here.
const tf = require('@tensorflow/tfjs-core');
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** Faces smaller than this confidence are ignored (SSD MobileNet v1 score). */
const MIN_CONFIDENCE = 0.5;
/**
 * Camera frames go through the Tiny Face Detector first: about four times faster than SSD MobileNet
 * on this machine (a face check sends three frames), and made for what a camera frame is, one large
 * face in front of the lens. Its input side and score threshold were read off the face check's
 * frames (scores 0.75–0.95 at 320). A frame where it finds nothing goes through SSD, so a frame is
 * never refused for the fast detector's sake.
 */
const TINY_OPTIONS = { inputSize: 320, scoreThreshold: 0.6 };

let ready;

/**
 * Head yaw from the 68 landmarks, in the image's own left/right: where the nose tip (30) sits
 * between the jaw's ends (0 and 16), -0.5…0.5, 0 when facing the camera. Positive when the nose is
 * towards the image's right, which is the person's left on an unmirrored camera frame.
 * @param {{ x: number, y: number }[]} points
 */
function yawOf(points) {
  const left = points[0];
  const right = points[16];
  const nose = points[30];
  const span = right.x - left.x;
  if (!(span > 0)) return 0;
  return (nose.x - (left.x + right.x) / 2) / span;
}

async function init() {
  // Read the .wasm binaries from node_modules (the package's default is a CDN download).
  wasm.setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`, false);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
}

/** Every face the detector finds, with its landmarks and descriptor. */
function facesFound(input, detector) {
  return faceapi.detectAllFaces(input, detector).withFaceLandmarks().withFaceDescriptors();
}

/**
 * @param {{ pixels: Uint8Array, width: number, height: number, cameraFrame?: boolean }} task RGB
 *   pixels, row-major; `cameraFrame` for a face check's frame (fast detector first)
 * @returns {Promise<{ detector: 'tiny' | 'ssd', faces: { area: number, descriptor: number[], yaw: number }[] }>}
 *   `detector` says which detector found the faces (the last one tried when there are none)
 */
export default async function describeFaces({ pixels, width, height, cameraFrame }) {
  ready ??= init();
  await ready;
  const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    let detector = 'tiny';
    let results = cameraFrame
      ? await facesFound(input, new faceapi.TinyFaceDetectorOptions(TINY_OPTIONS))
      : [];
    if (results.length === 0) {
      detector = 'ssd';
      results = await facesFound(
        input,
        new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }),
      );
    }
    return {
      detector,
      faces: results.map((result) => ({
        area: result.detection.box.width * result.detection.box.height,
        descriptor: Array.from(result.descriptor),
        yaw: yawOf(result.landmarks.positions),
      })),
    };
  } finally {
    input.dispose();
  }
}
