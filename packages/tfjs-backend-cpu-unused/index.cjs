// Not the CPU backend: see package.json. If something starts requiring it (a tfjs or face-api
// upgrade), fail loudly here rather than run without it; then drop the override in the root
// package.json.
throw new Error(
  '@tensorflow/tfjs-backend-cpu is not installed (root package.json override): something now requires it',
);
