import { crc32 } from 'telegram/Helpers.js';

/**
 * The "full" TCP transport GramJS uses on Node (ConnectionTCPFull): each packet is its length,
 * a sequence number, the payload and a CRC32 of all that.
 */
export class FrameReader {
  #pending = Buffer.alloc(0);

  /** Takes bytes as they arrive; returns the payloads of the packets now complete. */
  push(bytes: Buffer): Buffer[] {
    this.#pending = Buffer.concat([this.#pending, bytes]);
    const out: Buffer[] = [];
    while (this.#pending.length >= 4) {
      const length = this.#pending.readInt32LE(0);
      if (this.#pending.length < length) break;
      const frame = this.#pending.subarray(0, length);
      this.#pending = this.#pending.subarray(length);
      const body = frame.subarray(0, length - 4);
      if (crc32(body) !== frame.readUInt32LE(length - 4)) throw new Error('bad transport checksum');
      out.push(frame.subarray(8, length - 4));
    }
    return out;
  }
}

/** Frames payloads for the client, numbering them as the transport does. */
export class FrameWriter {
  #seq = 0;

  frame(payload: Buffer): Buffer {
    const head = Buffer.alloc(8);
    head.writeInt32LE(payload.length + 12, 0);
    head.writeInt32LE(this.#seq++, 4);
    const body = Buffer.concat([head, payload]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32LE(crc32(body), 0);
    return Buffer.concat([body, crc]);
  }
}
