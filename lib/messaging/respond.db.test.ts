import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { GET } from "@/app/api/messages/[id]/respond/route";
import { messagingConfig } from "@/lib/messaging/config";
import { respondUrl } from "@/lib/messaging/links";
import { resetData } from "@/tests/utils/db";
import { createClinics, createRequest, queueMessages } from "@/tests/utils/messaging";

process.env.NEXTAUTH_SECRET ??= "respond-test-secret";

async function sentEmailMessage() {
  const { clinics } = await createClinics(1);
  const request = await createRequest({ contactPhone: "+85261230000" });
  const [message] = await queueMessages(request.id, clinics, "email");
  return db.message.update({ where: { id: message.id }, data: { status: "sent", sentAt: new Date() } });
}

async function open(url: string) {
  const u = new URL(url);
  const id = u.pathname.split("/")[3];
  return GET(new NextRequest(url), { params: Promise.resolve({ id }) });
}

const secret = () => messagingConfig(getServerEnv()).linkSecret!;

describe("one-click reply links from clinic emails", () => {
  beforeAll(resetData);

  it("records the clinic's answer from a valid link and shows a bilingual confirmation", async () => {
    const message = await sentEmailMessage();
    const response = await open(respondUrl("http://app.test", secret(), message.id, "accept"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain("We have told the owner that you can take this case");
    expect(html).toContain("貴診所可以接收這個個案");
    expect(html).toContain("+85261230000");
    const row = await db.message.findUniqueOrThrow({ where: { id: message.id } });
    expect(row.clinicResponse).toBe("accepted");
    expect(row.clinicResponseAt).toBeInstanceOf(Date);

    // A clinic may change its mind with the other link.
    expect((await open(respondUrl("http://app.test", secret(), message.id, "decline"))).status).toBe(200);
    expect((await db.message.findUniqueOrThrow({ where: { id: message.id } })).clinicResponse).toBe("declined");
  });

  it("refuses tampered, foreign and expired links with 403 and changes nothing", async () => {
    const message = await sentEmailMessage();
    const other = await sentEmailMessage();
    const good = new URL(respondUrl("http://app.test", secret(), message.id, "accept"));

    const swapped = new URL(good);
    swapped.searchParams.set("answer", "decline");
    const longer = new URL(good);
    longer.searchParams.set("exp", String(Number(good.searchParams.get("exp")) + 86_400));
    const badSig = new URL(good);
    badSig.searchParams.set(
      "sig",
      good.searchParams.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    );
    const foreign = new URL(good.toString().replace(message.id, other.id));
    const wrongSecret = respondUrl("http://app.test", "another-secret", message.id, "accept");
    const expired = respondUrl("http://app.test", secret(), message.id, "accept", Date.now() - 25 * 3600 * 1000);
    const unsigned = `http://app.test/api/messages/${message.id}/respond?answer=accept`;

    for (const url of [swapped.toString(), longer.toString(), badSig.toString(), foreign.toString(), wrongSecret, unsigned]) {
      const response = await open(url);
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("This link is not valid");
    }
    const late = await open(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toContain("此連結已失效");

    for (const id of [message.id, other.id]) {
      const row = await db.message.findUniqueOrThrow({ where: { id } });
      expect(row.clinicResponse).toBeNull();
      expect(row.clinicResponseAt).toBeNull();
    }
  });
});
