import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFaceEngine } from './face/face-engine';
import { imageHash } from './face/image-hash';
import { createPendingReferences } from './face/pending-references';
import { referenceDescriptor } from './face/reference-descriptor';
import type { VerifyFaceDeps } from './face/verify-face';
import { createFailureCounter, type FailureCounter } from './failure-counter';
import { createLoginThrottle } from './login-throttle';
import type { AdminAccountDeps, LoginDeps } from './service';
import { staffPhotoGuard } from './staff-photos';

const FACE_MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

interface StaffRuntime {
  /** Creating or editing an account: its photo gives the reference face. */
  account: AdminAccountDeps;
  /** The password login (per account-and-address throttle, face engine warm-up). */
  login: LoginDeps;
  /** The face check, the login's second factor. */
  faceCheck: VerifyFaceDeps;
  /** Failed second factors of each account: face checks and passkeys count together. */
  secondFactorFailures: FailureCounter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What the staff accounts' routes share, whoever may call them. */
    staff: StaffRuntime;
  }
}

/**
 * The staff accounts' face engine, pending reference faces and failure counters, shared by the
 * first-admin registration, the public login and the signed-in staff's routes; keeps staff
 * photos private.
 */
export default fp(
  async function staffRuntime(app: FastifyInstance) {
    const face = createFaceEngine();
    const loginThrottle = createLoginThrottle();
    const faceFailures = createFailureCounter(FACE_MAX_FAILURES, FAILURE_WINDOW_MS);
    const faceCheckRequired = app.config.adminFaceCheck === 'required';

    const references = createPendingReferences();
    app.addHook('onClose', async () => {
      // References still being computed are stored before the engine they run on closes.
      await references.idle();
      await face.close();
    });
    // The models (about 100 MB in their worker) load when a password login means a face check is
    // seconds away, not at start; the worker exits again when idle (face-engine.ts).
    const warmUpFaceEngine = () => {
      if (!faceCheckRequired || app.config.env === 'test') return;
      face.warmUp().catch((error) => app.log.warn({ err: error }, 'face engine warm-up failed'));
    };

    app.addUploadGuard(staffPhotoGuard(app));

    app.decorate('staff', {
      account: {
        db: app.db,
        uploads: app.uploads,
        profileFace: async (image) => ({
          faceDescriptor: await referenceDescriptor(face, image, faceCheckRequired),
          faceHash: await imageHash(image),
        }),
        references,
        log: app.log,
      },
      login: {
        db: app.db,
        throttle: loginThrottle,
        tokens: app.tokens,
        faceCheckRequired,
        passwordAccepted: warmUpFaceEngine,
      },
      faceCheck: {
        db: app.db,
        face,
        references,
        failures: faceFailures,
        tokens: app.tokens,
      },
      secondFactorFailures: faceFailures,
    } satisfies StaffRuntime);
  },
  { name: 'staff', dependencies: ['database', 'auth', 'uploads'] },
);
