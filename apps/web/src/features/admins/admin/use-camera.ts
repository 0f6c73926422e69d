import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'ready' | 'denied' | 'missing' | 'busy' | 'unsupported';

/** The face check uses the user-facing camera at 640×480. */
export const CAMERA_WIDTH = 640;
export const CAMERA_HEIGHT = 480;

/** Turns a getUserMedia failure into what the screen can explain. */
function cameraErrorStatus(error: unknown): CameraStatus {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError')
    return 'denied';
  if (
    name === 'NotFoundError' ||
    name === 'OverconstrainedError' ||
    name === 'DevicesNotFoundError'
  )
    return 'missing';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError')
    return 'busy';
  return 'unsupported';
}

/**
 * Starts the user-facing camera into `videoRef` and stops it when the component goes away.
 * `retry()` asks again (after the user changed the browser permission, for instance).
 */
export function useCamera(): {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  retry: () => void;
} {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt; // a new attempt restarts the camera
    let stream: MediaStream | undefined;
    let cancelled = false;
    setStatus('starting');
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('unsupported');
      return;
    }
    navigator.mediaDevices
      .getUserMedia({
        audio: false,
        video: {
          facingMode: 'user',
          width: { ideal: CAMERA_WIDTH },
          height: { ideal: CAMERA_HEIGHT },
        },
      })
      .then(async (media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        const video = videoRef.current;
        if (video) {
          video.srcObject = media;
          await video.play().catch(() => {});
        }
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus(cameraErrorStatus(error));
      });
    return () => {
      cancelled = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { videoRef, status, retry };
}

/**
 * Grabs the current frame as a JPEG (quality 0.92), mirrored like the preview the admin
 * sees, at the camera's resolution (640×480 when the camera honours it).
 */
export async function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const width = video.videoWidth || CAMERA_WIDTH;
  const height = video.videoHeight || CAMERA_HEIGHT;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  context.translate(width, 0);
  context.scale(-1, 1);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('capture failed'))),
      'image/jpeg',
      0.92,
    );
  });
}
