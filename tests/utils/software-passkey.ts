// A passkey in software, for the test helpers' sign-ins: the same bytes a
// platform authenticator sends (packed "none" attestation, ES256), checked by
// the server with @simplewebauthn/server like any other. Its key pair and
// credential id are derived from a name (an account's e-mail), so every test
// process holds the same passkey for the same account. Browser tests use
// Chrome's own virtual authenticator instead (tests/e2e/second-factor.spec.ts).
import { createECDH, createHash, createPrivateKey, sign, type KeyObject } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type CreationOptions = { challenge: string; rp: { id?: string } };
type RequestOptions = { challenge: string; rpId?: string };

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest();

// User present (0x01), user verified (0x04), attested credential data included (0x40).
const FLAGS_UP_UV = 0x05;
const FLAGS_UP_UV_AT = 0x45;

export class SoftwarePasskey {
  readonly id: string;
  private readonly rawId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly x: Buffer;
  private readonly y: Buffer;

  constructor(name: string) {
    this.rawId = sha256(`pawalert-test-passkey-id:${name}`).subarray(0, 16);
    this.id = b64(this.rawId);
    const d = sha256(`pawalert-test-passkey-key:${name}`);
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(d);
    const point = ecdh.getPublicKey();
    this.x = point.subarray(1, 33);
    this.y = point.subarray(33, 65);
    this.privateKey = createPrivateKey({ key: { kty: "EC", crv: "P-256", d: b64(d), x: b64(this.x), y: b64(this.y) }, format: "jwk" });
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** The answer to navigator.credentials.create() for these options, made on a page at `origin`. */
  register(options: CreationOptions, origin: string) {
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(this.x)],
        [-3, new Uint8Array(this.y)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.rawId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAGS_UP_UV_AT]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      this.rawId,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64(this.clientData("webauthn.create", options.challenge, origin)),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /** The answer to navigator.credentials.get() for these options, made on a page at `origin` (signature counter 0: none kept). */
  sign(options: RequestOptions, origin: string) {
    const rpId = options.rpId ?? new URL(origin).hostname;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([FLAGS_UP_UV]), Buffer.alloc(4)]);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: { clientDataJSON: b64(clientDataJSON), authenticatorData: b64(authData), signature: b64(signature) },
    };
  }
}
