/**
 * A passkey authenticator in software, for unit tests of the site's sign-in: it answers
 * `navigator.credentials.create` and `.get` options as a phone does (ES256 keys, "none"
 * attestation, CBOR and COSE as WebAuthn defines them), and can be told to answer as a
 * phenomenon an attacker could produce: another origin, another RP ID, no user verification, a credential id of its choosing.
 */
import { createHash, webcrypto } from "node:crypto";

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | Record<string, unknown>;

function cborHead(major: number, length: number): number[] {
  if (length < 24) return [(major << 5) | length];
  if (length < 0x100) return [(major << 5) | 24, length];
  if (length < 0x10000) return [(major << 5) | 25, length >> 8, length & 0xff];
  return [(major << 5) | 26, (length >>> 24) & 0xff, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff];
}

/** The CBOR WebAuthn needs: integers, text, bytes and maps. */
function cbor(value: CborValue): Uint8Array {
  if (typeof value === "number") return new Uint8Array(value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value));
  if (typeof value === "string") {
    const bytes = new TextEncoder().encode(value);
    return new Uint8Array([...cborHead(3, bytes.length), ...bytes]);
  }
  if (value instanceof Uint8Array) return new Uint8Array([...cborHead(2, value.length), ...value]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  const parts = entries.flatMap(([key, item]) => [...cbor(key as CborValue), ...cbor(item as CborValue)]);
  return new Uint8Array([...cborHead(5, entries.length), ...parts]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());

/** Web Crypto signs ECDSA as r||s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
    const trimmed = bytes.subarray(start);
    const padded = trimmed[0]! & 0x80 ? [0, ...trimmed] : [...trimmed];
    return [0x02, padded.length, ...padded];
  };
  const body = [...integer(raw.subarray(0, 32)), ...integer(raw.subarray(32))];
  return new Uint8Array([0x30, body.length, ...body]);
}

/** `credentialId`: the id a new passkey claims, as an authenticator an attacker controls can choose. */
export type Behaviour = { origin?: string; rpId?: string; userVerified?: boolean; credentialId?: Uint8Array };
type Passkey = { id: Uint8Array; keys: CryptoKeyPair; rpId: string; userHandle: string; counter: number };

export class SoftwareAuthenticator {
  readonly passkeys: Passkey[] = [];

  constructor(private readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested: number[] = []): Uint8Array {
    const count = [(counter >>> 24) & 0xff, (counter >> 16) & 0xff, (counter >> 8) & 0xff, counter & 0xff];
    return new Uint8Array([...sha256(rpId), flags, ...count, ...attested]);
  }

  private clientData(type: string, challenge: string, behaviour: Behaviour): Uint8Array {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge, origin: behaviour.origin ?? this.origin, crossOrigin: false }),
    );
  }

  /** Answers `navigator.credentials.create` with the server's options (their JSON form). */
  async create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, behaviour: Behaviour = {}) {
    const rpId = behaviour.rpId ?? options.rp.id!;
    const keys = (await webcrypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
      "sign",
      "verify",
    ])) as CryptoKeyPair;
    const jwk = await webcrypto.subtle.exportKey("jwk", keys.publicKey);
    const cose = cbor(
      new Map<CborValue, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const id = behaviour.credentialId ?? webcrypto.getRandomValues(new Uint8Array(16));
    const attested = [...new Uint8Array(16), id.length >> 8, id.length & 0xff, ...id, ...cose];
    const flags = 0x01 | (behaviour.userVerified === false ? 0 : 0x04) | 0x40;
    const authData = this.authData(rpId, flags, 0, attested);
    this.passkeys.push({ id, keys, rpId, userHandle: options.user.id, counter: 0 });
    return {
      id: base64url(id),
      rawId: base64url(id),
      type: "public-key",
      response: {
        clientDataJSON: base64url(this.clientData("webauthn.create", options.challenge, behaviour)),
        attestationObject: base64url(cbor({ fmt: "none", attStmt: new Map(), authData })),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** Answers `navigator.credentials.get` with a passkey of this authenticator (the first, unless told). */
  async get(options: { challenge: string; rpId?: string }, behaviour: Behaviour = {}, passkey = this.passkeys[0]!) {
    const rpId = behaviour.rpId ?? options.rpId ?? passkey.rpId;
    passkey.counter += 1;
    const authData = this.authData(rpId, 0x01 | (behaviour.userVerified === false ? 0 : 0x04), passkey.counter);
    const clientData = this.clientData("webauthn.get", options.challenge, behaviour);
    const signed = new Uint8Array([...authData, ...sha256(clientData)]);
    const raw = new Uint8Array(
      await webcrypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, passkey.keys.privateKey, signed),
    );
    return {
      id: base64url(passkey.id),
      rawId: base64url(passkey.id),
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData),
        authenticatorData: base64url(authData),
        signature: base64url(derSignature(raw)),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
