import { clientAddress, clientAddressFromHeaders, CLIENT_CHAIN_HEADER, isLoopbackClient, parseChain } from "./client-address";

const chain = (value: string) => parseChain(value);

describe("clientAddress", () => {
  it("0 hops: the socket's peer, whatever X-Forwarded-For the client sent", () => {
    expect(clientAddress(chain("203.0.113.9"), 0)).toBe("203.0.113.9");
    expect(clientAddress(chain("1.2.3.4, 5.6.7.8, 203.0.113.9"), 0)).toBe("203.0.113.9");
  });

  it("1 hop: the right-most entry the proxy appended, not what the client wrote before it", () => {
    // client → proxy (10.0.0.2) → app; the proxy appended the client's 198.51.100.7
    expect(clientAddress(chain("198.51.100.7, 10.0.0.2"), 1)).toBe("198.51.100.7");
    // the client sent a forged X-Forwarded-For; the proxy appended after it
    expect(clientAddress(chain("6.6.6.6, 198.51.100.7, 10.0.0.2"), 1)).toBe("198.51.100.7");
  });

  it("2 hops: two proxies' entries are skipped", () => {
    // client → CDN (edge 192.0.2.50) → load balancer (10.0.0.2) → app
    expect(clientAddress(chain("6.6.6.6, 198.51.100.7, 192.0.2.50, 10.0.0.2"), 2)).toBe("198.51.100.7");
  });

  it("rotating forged values never change the answer", () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => clientAddress(chain(`10.9.${i}.1, 198.51.100.7, 10.0.0.2`), 1)));
    expect([...seen]).toEqual(["198.51.100.7"]);
  });

  it("a short chain (a proxy bypassed) gives its left-most entry; an empty one 'unknown'", () => {
    expect(clientAddress(chain("10.0.0.2"), 2)).toBe("10.0.0.2");
    expect(clientAddress([], 0)).toBe("unknown");
  });

  it("an IPv4 address seen on an IPv6 socket is the same address", () => {
    expect(clientAddress(chain("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientAddress(chain("2001:DB8::1"), 0)).toBe("2001:db8::1");
  });

  it("reads the app server's chain header before X-Forwarded-For", () => {
    const headers = new Headers({ [CLIENT_CHAIN_HEADER]: "6.6.6.6, 127.0.0.1", "x-forwarded-for": "6.6.6.6" });
    expect(clientAddressFromHeaders(headers, 0)).toBe("127.0.0.1");
    expect(clientAddressFromHeaders(new Headers({ "x-forwarded-for": "127.0.0.1" }), 0)).toBe("127.0.0.1");
  });
});

describe("isLoopbackClient: the demo inbox's rule", () => {
  it("a loopback socket peer is local: IPv4, IPv6 and IPv4 seen on an IPv6 socket", () => {
    for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.1"]) {
      expect(isLoopbackClient(chain(peer), 0)).toBe(true);
    }
  });

  it("any other socket peer is remote, private addresses included", () => {
    for (const peer of ["192.0.2.2", "10.0.0.5", "::ffff:192.168.1.20", "fd00::2", "fe80::1", "::", "0.0.0.0", "128.0.0.1"]) {
      expect(isLoopbackClient(chain(peer), 0)).toBe(false);
    }
    expect(isLoopbackClient([], 0)).toBe(false);
  });

  it("a forged X-Forwarded-For naming loopback does not make a remote socket local, with any number of trusted hops", () => {
    for (const hops of [0, 1, 2]) {
      expect(isLoopbackClient(chain("127.0.0.1, 192.0.2.7"), hops)).toBe(false);
      expect(isLoopbackClient(chain("::1, 127.0.0.1, ::ffff:192.0.2.7"), hops)).toBe(false);
    }
  });

  it("behind a proxy on this machine, the forwarded client decides: a remote one is not local", () => {
    expect(isLoopbackClient(chain("198.51.100.7, 127.0.0.1"), 1)).toBe(false);
    expect(isLoopbackClient(chain("127.0.0.1, 127.0.0.1"), 1)).toBe(true);
  });
});
