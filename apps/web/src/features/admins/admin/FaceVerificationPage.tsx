import type { TurnDirection } from '@app/contracts/admins';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClasses, Card, Spinner } from '@/components/ui';
import { paths } from '@/config/paths';
import { requestFaceChallenge, useVerifyFace } from '@/features/admins/api/admin-api';
import { usePasskeyLogin } from '@/features/admins/api/passkeys-api';
import { isApiError } from '@/lib/api-client';
import { setAdminSession, useSession } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import type { RedirectState } from '@/lib/redirect-state';
import Camera from '~icons/lucide/camera';
import CameraOff from '~icons/lucide/camera-off';
import KeyRound from '~icons/lucide/key-round';
import { AdminAuthLayout } from './AdminAuthLayout';
import { captureHeadTurn } from './head-turn-capture';
import { useAdminSignOut } from './use-admin-sign-out';
import { CAMERA_HEIGHT, CAMERA_WIDTH, useCamera } from './use-camera';
import { useCurrentAdmin } from './use-current-admin';

type Outcome =
  | { kind: 'match' }
  | { kind: 'passkey' }
  | { kind: 'noMatch'; reason?: 'face' | 'movement' }
  | { kind: 'missingReference' }
  | { kind: 'error'; detail?: string };

/** How long '✅ Visage reconnu' stays on screen before the back-office opens. */
const REDIRECT_DELAY_MS = 1500;

/** The server's reason for a refused check, when it is one the admin can act on. */
function outcomeOf(error: unknown): Outcome {
  if (isApiError(error) && error.code === 'admins.face.noReference') {
    return { kind: 'missingReference' };
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return { kind: 'error', detail: error.message };
  }
  return { kind: 'error' };
}

/**
 * AdminFaceVerification: camera preview (user-facing, 640×480, mirrored), 'Vérifier mon visage',
 * then a one-time instruction from the server (turn the head left or right) while a few frames
 * are taken; the server checks it is the admin's own face and that it turned as asked. A match
 * upgrades a face-check token to a full one and opens the back-office. A pending login can also
 * be finished with a passkey.
 */
export function FaceVerificationPage() {
  const { t } = useTranslation('admins');
  const navigate = useNavigate();
  const from = (useLocation().state as RedirectState | null)?.from;
  const admin = useCurrentAdmin();
  const session = useSession('admin');
  const pendingFace = session?.scope === 'face';
  const { videoRef, status, retry } = useCamera();
  const verify = useVerifyFace();
  const passkeyLogin = usePasskeyLogin();
  const { signOut, pending: signingOut } = useAdminSignOut();
  const [outcome, setOutcome] = useState<Outcome>();
  const [capture, setCapture] = useState<string>();
  const [capturing, setCapturing] = useState(false);
  const [instruction, setInstruction] = useState<TurnDirection>();

  useEffect(() => () => (capture ? URL.revokeObjectURL(capture) : undefined), [capture]);

  useEffect(() => {
    if (outcome?.kind !== 'match' && outcome?.kind !== 'passkey') return;
    const target = from && !from.toLowerCase().startsWith('/adminfaceverification') ? from : null;
    const timer = setTimeout(
      () => navigate(target ?? paths.backoffice, { replace: true }),
      REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, from, navigate]);

  const loading = capturing || verify.isPending || passkeyLogin.isPending;

  const check = async () => {
    setOutcome(undefined);
    const referenceImage = admin?.image;
    // Without a reference image nothing is sent. While the login is pending the photo is
    // not given out, and the server answers the same message when there is none.
    if (!pendingFace && !referenceImage) {
      setOutcome({ kind: 'missingReference' });
      return;
    }
    const video = videoRef.current;
    if (!video || status !== 'ready') return;
    setCapturing(true);
    try {
      const { challenge, direction } = await requestFaceChallenge();
      const frames = await captureHeadTurn(video, (start) => {
        setCapture(URL.createObjectURL(start));
        setInstruction(direction);
      });
      setInstruction(undefined);
      setCapturing(false);
      const result = await verify.mutateAsync({ challenge, frames, referenceImage });
      if (result.match && result.token) setAdminSession(result.token, result.admin);
      setOutcome(result.match ? { kind: 'match' } : { kind: 'noMatch', reason: result.reason });
    } catch (error) {
      setOutcome(outcomeOf(error));
    } finally {
      setInstruction(undefined);
      setCapturing(false);
    }
  };

  const signInWithPasskey = async () => {
    setOutcome(undefined);
    try {
      const result = await passkeyLogin.mutateAsync();
      setAdminSession(result.token, result.admin);
      setOutcome({ kind: 'passkey' });
    } catch (error) {
      // The browser's own refusal (cancelled, no such key here) is not an answer of the server.
      setOutcome(
        isApiError(error) ? outcomeOf(error) : { kind: 'error', detail: t('face.passkeyNotUsed') },
      );
    }
  };

  const cameraProblem = status !== 'ready' && status !== 'starting';

  return (
    <AdminAuthLayout
      title={t('face.title')}
      subtitle={t('face.subtitle')}
      backLink={
        pendingFace ? undefined : { to: paths.adminProfile, label: t('face.backToProfile') }
      }
      width="lg"
    >
      <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <div className="relative overflow-hidden rounded-lg bg-ink-950">
            <video
              ref={videoRef}
              width={CAMERA_WIDTH}
              height={CAMERA_HEIGHT}
              autoPlay
              muted
              playsInline
              aria-label={t('face.cameraLabel')}
              className={cn(
                'aspect-[4/3] h-auto w-full -scale-x-100 object-cover',
                status !== 'ready' && 'invisible',
              )}
            />
            {status === 'starting' ? (
              <div className="absolute inset-0 flex items-center justify-center gap-2 text-white">
                <Spinner />
                <span>{t('face.cameraStarting')}</span>
              </div>
            ) : null}
            {cameraProblem ? (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white">
                <CameraOff aria-hidden="true" className="size-10 text-ink-300" />
              </div>
            ) : null}
          </div>
          {cameraProblem ? (
            <div role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-3 text-red-800 text-sm">
              <p className="font-medium">
                {status === 'denied'
                  ? t('face.cameraDenied')
                  : status === 'missing'
                    ? t('face.cameraMissing')
                    : status === 'busy'
                      ? t('face.cameraBusy')
                      : t('face.cameraUnsupported')}
              </p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={retry}>
                {t('face.retryCamera')}
              </Button>
            </div>
          ) : null}
          <Button
            className="mt-4"
            fullWidth
            size="lg"
            icon={<Camera aria-hidden="true" className="size-5" />}
            disabled={
              loading ||
              status !== 'ready' ||
              outcome?.kind === 'match' ||
              outcome?.kind === 'passkey'
            }
            onClick={() => void check()}
          >
            {t('face.verify')}
          </Button>
          <p className="mt-3 text-center text-ink-600 text-sm">{t('face.instructionHint')}</p>
        </Card>

        <Card title={t('face.captureTitle')} titleAs="h2">
          <div className="flex flex-col gap-4">
            {capture ? (
              <img
                src={capture}
                alt={t('face.captureAlt')}
                width={CAMERA_WIDTH}
                height={CAMERA_HEIGHT}
                className="aspect-[4/3] h-auto w-full rounded-lg bg-ink-100 object-cover"
              />
            ) : (
              <div className="flex aspect-[4/3] w-full items-center justify-center rounded-lg border border-ink-200 border-dashed text-ink-400">
                <Camera aria-hidden="true" className="size-8" />
              </div>
            )}
            <div aria-live="polite" className="min-h-12">
              {instruction ? (
                <p
                  role="status"
                  data-testid="face-instruction"
                  data-direction={instruction}
                  className="mb-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900 text-lg"
                >
                  {t(instruction === 'left' ? 'face.turnLeft' : 'face.turnRight')}
                </p>
              ) : null}
              {loading ? (
                <p role="status" className="flex items-center gap-2 font-medium text-ink-800">
                  <Spinner size="sm" />
                  {t('face.verifying')}
                </p>
              ) : null}
              {!loading && outcome ? <OutcomeMessage outcome={outcome} /> : null}
            </div>
          </div>
        </Card>
      </div>
      {pendingFace ? (
        <div className="mt-6 flex flex-col items-center gap-2 sm:flex-row sm:justify-center">
          <Button
            variant="secondary"
            icon={<KeyRound aria-hidden="true" className="size-4" />}
            disabled={loading || outcome?.kind === 'match' || outcome?.kind === 'passkey'}
            onClick={() => void signInWithPasskey()}
          >
            {t('face.usePasskey')}
          </Button>
          <Button variant="ghost" loading={signingOut} onClick={() => void signOut()}>
            {t('face.signOut')}
          </Button>
        </div>
      ) : null}
    </AdminAuthLayout>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('admins');
  switch (outcome.kind) {
    case 'match':
    case 'passkey':
      return (
        <div role="status" className="rounded-lg bg-emerald-50 px-3 py-3 text-emerald-900">
          <p className="font-semibold text-lg">
            {t(outcome.kind === 'match' ? 'face.match' : 'face.passkeyAccepted')}
          </p>
          <p className="mt-1 text-sm">{t('face.redirecting')}</p>
          <Link
            to={paths.backoffice}
            replace
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-2' })}
          >
            {t('face.continue')}
          </Link>
        </div>
      );
    case 'noMatch':
      return (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-3 text-red-800">
          <p className="font-semibold text-lg">{t('face.noMatch')}</p>
          <p className="mt-1 text-sm">
            {t(outcome.reason === 'movement' ? 'face.noMovementHint' : 'face.noMatchHint')}
          </p>
        </div>
      );
    case 'missingReference':
      return (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-3 font-semibold text-red-800">
          {t('face.missingReference')}
        </p>
      );
    case 'error':
      return (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-3 text-red-800">
          <p className="font-semibold">{t('face.error')}</p>
          {outcome.detail ? <p className="mt-1 text-sm">{outcome.detail}</p> : null}
        </div>
      );
  }
}
