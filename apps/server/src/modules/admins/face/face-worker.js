// Piscina worker: runs face detection and recognition on the tfjs WASM backend, off the event loop.
// Plain JavaScript on purpose: worker threads load this file directly (no TypeScript loader), both
// from src/ in development and tests and as dist/face-worker.js in the bundled server.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tf = require('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');

const packageDir = (name) => path.dirname(require.resolve(`${name}/package.json`));

/** Faces smaller than this confidence are ignored (SSD MobileNet v1 score). */
const MIN_CONFIDENCE = 0.5;

let ready;

async function init() {
  // Read the .wasm binaries from node_modules (the package's default is a CDN download).
  wasm.setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}/`, false);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(packageDir('@vladmandic/face-api'), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
}

/**
 * @param {{ pixels: Uint8Array, width: number, height: number }} task RGB pixels, row-major
 * @returns {Promise<{ faces: { area: number, descriptor: number[] }[] }>}
 */
export default async function describeFaces({ pixels, width, height }) {
  ready ??= init();
  await ready;
  const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const results = await faceapi
      .detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return {
      faces: results.map((result) => ({
        area: result.detection.box.width * result.detection.box.height,
        descriptor: Array.from(result.descriptor),
      })),
    };
  } finally {
    input.dispose();
  }
}
