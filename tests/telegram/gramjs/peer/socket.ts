import { PromisedNetSockets } from 'telegram/extensions/PromisedNetSockets.js';
import type { ProxyInterface } from 'telegram/network/connection/TCPMTProxy.js';

/** The client's end of one connection, as the peer sees it. */
export interface ClientEnd {
  /** Bytes from the server become readable by GramJS. */
  deliver(bytes: Buffer): void;
  /** The server (or the network) closed the connection. */
  hangUp(): void;
}

/** The server's end of one connection. */
export interface ServerEnd {
  receive(bytes: Buffer): void;
  /** The client closed the connection. */
  close(): void;
}

/** Whoever takes connections: resolves with the server's end, or rejects as a refused connect. */
export interface Acceptor {
  accept(client: ClientEnd, address: { ip: string; port: number }): Promise<ServerEnd>;
}

const CLOSED = 'NetSocket was closed';

/**
 * A socket class to hand GramJS as its `networkSocket` option: the same interface as its
 * PromisedNetSockets (connect, read, readExactly, write, close), wired to `acceptor` instead of
 * a TCP connection. Everything above it (transport codec, MTProto sender, client) is GramJS's own.
 */
export function peerSocketClass(acceptor: Acceptor): typeof PromisedNetSockets {
  return class PeerSocket extends PromisedNetSockets implements ClientEnd {
    #stream = Buffer.alloc(0);
    #closed = true;
    #wake: (() => void) | undefined;
    #server: ServerEnd | undefined;

    constructor(proxy?: ProxyInterface) {
      super(proxy);
    }

    override async connect(port: number, ip: string): Promise<unknown> {
      this.#stream = Buffer.alloc(0);
      this.#server = await acceptor.accept(this, { ip, port });
      this.#closed = false;
      return this;
    }

    override async readExactly(count: number): Promise<Buffer> {
      let out = Buffer.alloc(0);
      while (out.length < count) out = Buffer.concat([out, await this.read(count - out.length)]);
      return out;
    }

    override async read(count: number): Promise<Buffer> {
      while (this.#stream.length === 0) {
        if (this.#closed) throw new Error(CLOSED);
        await new Promise<void>((resolve) => {
          this.#wake = resolve;
        });
      }
      const out = this.#stream.subarray(0, count);
      this.#stream = this.#stream.subarray(count);
      return out;
    }

    override async readAll(): Promise<Buffer> {
      return this.read(this.#stream.length || 1);
    }

    override write(data: Buffer): void {
      if (this.#closed || !this.#server) throw new Error(CLOSED);
      this.#server.receive(Buffer.from(data));
    }

    override async close(): Promise<void> {
      if (this.#closed) return;
      this.#closed = true;
      this.#server?.close();
      this.#wakeReader();
    }

    override async receive(): Promise<void> {}

    override toString(): string {
      return 'PeerSocket';
    }

    deliver(bytes: Buffer): void {
      if (this.#closed) return;
      this.#stream = Buffer.concat([this.#stream, bytes]);
      this.#wakeReader();
    }

    hangUp(): void {
      this.#closed = true;
      this.#wakeReader();
    }

    #wakeReader(): void {
      const wake = this.#wake;
      this.#wake = undefined;
      wake?.();
    }
  };
}
