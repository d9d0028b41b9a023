import net from "node:net";
import { startWireGuard } from "./wire-guard";

// A fake upstream that, like PGlite behind pglite-socket, answers a failed
// Execute with ErrorResponse + ReadyForQuery and the Sync with another one.
function typed(type: string, body: Buffer = Buffer.alloc(0)) {
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}
const READY = typed("Z", Buffer.from("I"));
const ERROR = typed("E", Buffer.from("SERROR\0Mboom\0\0"));

function fakeUpstream(): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = net.createServer((socket) => {
      let started = false;
      socket.on("data", (d) => {
        if (!started) {
          started = true;
          socket.write(READY);
          return;
        }
        const types = [...d].filter((_, i) => i === 0 || false).map((b) => String.fromCharCode(b));
        if (types[0] === "E") socket.write(Buffer.concat([ERROR, READY])); // the error, with an unasked-for 'Z'
        if (d.includes(0x53 /* S */)) socket.write(READY);
      });
    });
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as net.AddressInfo).port, close: () => server.close() }));
  });
}

describe("wire guard", () => {
  it("drops a ReadyForQuery the client did not ask for and keeps the rest", async () => {
    const upstream = await fakeUpstream();
    const guard = await startWireGuard(upstream.port);
    const socket = net.connect(guard.port, "127.0.0.1");
    const received: string[] = [];
    socket.on("data", (d) => {
      for (let i = 0; i < d.length;) {
        received.push(String.fromCharCode(d[i]));
        i += 1 + d.readInt32BE(i + 1);
      }
    });
    try {
      const startup = Buffer.alloc(8);
      startup.writeInt32BE(8, 0);
      startup.writeInt32BE(196608, 4);
      socket.write(startup);
      await new Promise((r) => setTimeout(r, 50));
      socket.write(typed("E", Buffer.from("\0\0\0\0\0")));
      await new Promise((r) => setTimeout(r, 50));
      socket.write(typed("S"));
      await new Promise((r) => setTimeout(r, 100));
      // start-up Z, then the error and exactly one Z for the one Sync.
      expect(received).toEqual(["Z", "E", "Z"]);
    } finally {
      socket.destroy();
      await guard.stop();
      upstream.close();
    }
  });
});
