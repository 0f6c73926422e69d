import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * A software WebAuthn authenticator (ES256, "none" attestation) for API tests: it answers the
 * server's options the way a browser with a security key would, so the real verification runs.
 */
type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [...value].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...parts]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

export function createSoftAuthenticator(origin: string) {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  const credentialId = randomBytes(32);
  let counter = 0;

  const coseKey = cbor(
    new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x, 'base64url')],
      [-3, Buffer.from(jwk.y, 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  };
  /** A public-key credential as the browser hands it to the page, around its `response`. */
  const credential = (response: Record<string, unknown>) => ({
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    response,
  });

  return {
    credentialId: b64url(credentialId),
    /** The answer to registration options (navigator.credentials.create). */
    register(options: Record<string, unknown>) {
      const attested = Buffer.concat([
        Buffer.alloc(16),
        Buffer.from([0, credentialId.length]),
        credentialId,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(0x41, attested)],
        ]),
      );
      return credential({
        clientDataJSON: b64url(clientData('webauthn.create', String(options.challenge))),
        attestationObject: b64url(attestationObject),
        transports: ['usb'],
      });
    },
    /** The answer to authentication options (navigator.credentials.get); the counter grows. */
    sign(options: Record<string, unknown>, { keepCounter = false } = {}) {
      if (!keepCounter) counter += 1;
      const data = authData(0x01);
      const client = clientData('webauthn.get', String(options.challenge));
      const signer = createSign('SHA256');
      signer.update(Buffer.concat([data, sha256(client)]));
      return credential({
        clientDataJSON: b64url(client),
        authenticatorData: b64url(data),
        signature: b64url(signer.sign(privateKey)),
      });
    },
  };
}
