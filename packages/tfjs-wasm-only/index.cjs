// Stands in for @tensorflow/tfjs under its name (the root package.json installs this folder as
// "@tensorflow/tfjs"). @vladmandic/face-api's node-wasm build requires "@tensorflow/tfjs" and
// "@tensorflow/tfjs-backend-wasm" and merges both into its `tf` namespace; the models the server
// runs (SSD MobileNet v1, 68-point landmarks, the recognition net) use tfjs-core's ops, tensors and
// weight decoding only: nothing from tfjs-layers, tfjs-converter, tfjs-data or the WebGL backend,
// which with their browser bundles and core-js made the full package about 225 MB.
//
// Besides re-exporting tfjs-core, @tensorflow/tfjs 4.22.0 does one thing face-api relies on: it
// registers the chained ops (`tensor.as3D(…)`, `tensor.sub(…)`, …) on the Tensor class. They are
// registered here the same way, for the same 137 methods: each calls the tfjs-core op of its name
// with the tensor as first argument, except the ones below that tfjs defines otherwise. Gradients
// (training only) are not registered.
const tf = require('@tensorflow/tfjs-core');

const SAME_NAME = `
  abs acos acosh add all any argMax argMin asin asinh atan atan2 atanh avgPool batchToSpaceND
  batchNorm broadcastTo cast ceil clipByValue conv1d conv2dTranspose conv2d cos cosh cumprod
  cumsum depthToSpace depthwiseConv2d dilation2d divNoNan div dot elu equal erf euclideanNorm exp
  expandDims expm1 fft floor floorDiv gather greaterEqual greater ifft irfft isFinite isInf isNaN
  leakyRelu lessEqual less localResponseNormalization logSigmoid logSoftmax logSumExp log log1p
  logicalAnd logicalNot logicalOr logicalXor matMul maxPool max maximum mean min minimum
  mirrorPad mod mul neg norm notEqual onesLike pad pool pow prelu prod reciprocal relu relu6
  reshape reverse rfft round rsqrt selu separableConv2d sigmoid sign sin sinh slice softmax
  softplus spaceToBatchND split sqrt square squaredDifference squeeze step stridedSlice sub sum
  tan tanh tile topk transpose unique unsortedSegmentSum unstack zerosLike
`
  .trim()
  .split(/\s+/);

const OTHERS = {
  resizeBilinear: (x, ...args) => tf.image.resizeBilinear(x, ...args),
  resizeNearestNeighbor: (x, ...args) => tf.image.resizeNearestNeighbor(x, ...args),
  asScalar: (x) => {
    tf.util.assert(x.size === 1, () => 'The array must have only 1 element.');
    return tf.reshape(x, []);
  },
  asType: (x, dtype) => tf.cast(x, dtype),
  as1D: (x) => tf.reshape(x, [x.size]),
  as2D: (x, rows, columns) => tf.reshape(x, [rows, columns]),
  as3D: (x, rows, columns, depth) => tf.reshape(x, [rows, columns, depth]),
  as4D: (x, rows, columns, depth, depth2) => tf.reshape(x, [rows, columns, depth, depth2]),
  as5D: (x, rows, columns, depth, depth2, depth3) =>
    tf.reshape(x, [rows, columns, depth, depth2, depth3]),
  concat: (x, others, axis) =>
    tf.concat([x, ...(others instanceof tf.Tensor ? [others] : others)], axis),
  flatten: (x) => tf.reshape(x, [x.size]),
  oneHot: (x, depth, onValue = 1, offValue = 0) => tf.oneHot(x, depth, onValue, offValue),
  reshapeAs: (x, other) => tf.reshape(x, other.shape),
  stack: (x, others, axis) =>
    tf.stack(others instanceof tf.Tensor ? [x, others] : [x, ...others], axis),
  toBool: (x) => tf.cast(x, 'bool'),
  toFloat: (x) => tf.cast(x, 'float32'),
  toInt: (x) => tf.cast(x, 'int32'),
  where: (x, condition, other) => tf.where(condition, x, other),
};

const prototype = tf.Tensor.prototype;
const chain = (op) =>
  function (...args) {
    this.throwIfDisposed();
    return op(this, ...args);
  };
for (const name of SAME_NAME) {
  if (typeof tf[name] !== 'function')
    throw new Error(`tfjs-core ${tf.version_core} has no op ${name}`);
  prototype[name] = chain(tf[name]);
}
for (const [name, op] of Object.entries(OTHERS)) prototype[name] = chain(op);

module.exports = tf;
