// The part of http_ece (web-push's encryption, RFC 8188) the tests use to read a push as the browser would; it ships no types.
declare module "http_ece" {
  import type { ECDH } from "node:crypto";
  export function decrypt(buffer: Buffer, params: { version: "aes128gcm"; privateKey: ECDH; authSecret: string | Buffer }): Buffer;
}
