import net from "node:net";

// A loopback proxy in front of pglite-socket that repairs one protocol fault.
//
// pglite-socket hands PGlite one message at a time. When an Execute fails,
// PGlite answers ErrorResponse + ReadyForQuery at once, and the client's Sync
// then yields a second ReadyForQuery. node-postgres takes that extra 'Z' as the
// end of its *next* query, so every later result on the connection arrives one
// query late (a COUNT receiving ROLLBACK's empty answer, and so on). Seen with
// @electric-sql/pglite 0.5.8 + pglite-socket 0.2.11.
//
// PostgreSQL sends exactly one ReadyForQuery per Sync or simple Query (and one
// after start-up), so the guard counts those from the client and drops any 'Z'
// the client did not ask for.

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const SYNC_POINTS = new Set(["S", "Q", "F"]);

type Direction = { buffer: Buffer };

/** Splits complete typed messages off the front of a buffer. */
function takeTypedMessages(state: Direction, onMessage: (type: string, message: Buffer) => void) {
  while (state.buffer.length >= 5) {
    const length = state.buffer.readInt32BE(1);
    if (state.buffer.length < 1 + length) return;
    const message = state.buffer.subarray(0, 1 + length);
    state.buffer = state.buffer.subarray(1 + length);
    onMessage(String.fromCharCode(message[0]), message);
  }
}

function guardConnection(client: net.Socket, upstreamPort: number) {
  const upstream = net.connect(upstreamPort, "127.0.0.1");
  client.setNoDelay(true);
  upstream.setNoDelay(true);
  let pendingReady = 0;
  let startedUp = false;
  let awaitingSslByte = false;
  const fromClient: Direction = { buffer: Buffer.alloc(0) };
  const fromServer: Direction = { buffer: Buffer.alloc(0) };

  client.on("data", (chunk) => {
    fromClient.buffer = Buffer.concat([fromClient.buffer, chunk]);
    while (!startedUp && fromClient.buffer.length >= 8) {
      const length = fromClient.buffer.readInt32BE(0);
      if (fromClient.buffer.length < length) return;
      const code = fromClient.buffer.readInt32BE(4);
      const message = fromClient.buffer.subarray(0, length);
      fromClient.buffer = fromClient.buffer.subarray(length);
      if (code === SSL_REQUEST) awaitingSslByte = true;
      else if (code !== CANCEL_REQUEST) {
        startedUp = true;
        pendingReady++; // start-up ends with ReadyForQuery
      }
      upstream.write(message);
    }
    if (!startedUp) return;
    takeTypedMessages(fromClient, (type, message) => {
      if (SYNC_POINTS.has(type)) pendingReady++;
      upstream.write(message);
    });
  });

  upstream.on("data", (chunk) => {
    let data = chunk;
    if (awaitingSslByte && data.length > 0) {
      // The answer to SSLRequest is one bare byte ('N'), not a typed message.
      awaitingSslByte = false;
      client.write(data.subarray(0, 1));
      data = data.subarray(1);
    }
    fromServer.buffer = Buffer.concat([fromServer.buffer, data]);
    const out: Buffer[] = [];
    takeTypedMessages(fromServer, (type, message) => {
      if (type === "Z") {
        if (pendingReady === 0) return; // the spurious extra ReadyForQuery
        pendingReady--;
      }
      out.push(message);
    });
    if (out.length) client.write(Buffer.concat(out));
  });

  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on("close", close);
  upstream.on("close", close);
  client.on("error", close);
  upstream.on("error", close);
}

/** Listens on a free loopback port and forwards to `upstreamPort` through the guard. */
export async function startWireGuard(upstreamPort: number): Promise<{ port: number; stop: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    guardConnection(socket, upstreamPort);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
