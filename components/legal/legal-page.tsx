import { getTranslations } from "next-intl/server";
import { LocaleAnchor as Link } from "@/components/layout/locale-anchor";
import { BackHeader } from "@/components/layout/back-header";
import { runTimeKeys } from "@/lib/i18n/known-key";

type LegalNamespace = "Privacy" | "Terms";

/** A static legal document: title, last-updated line, contents and numbered sections from the messages. */
export async function LegalPage({ namespace, sections }: { namespace: LegalNamespace; sections: readonly string[] }) {
  const t = await getTranslations(namespace);
  // Section keys differ per document (the page lists them; the messages test keeps both languages in step).
  const sectionT = runTimeKeys(t);
  const section = (key: string, part: "title" | "body") => `sections.${key}.${part}`;
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-4">
      <BackHeader href="/" label={t("back")} />
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("lastUpdated")}</p>
        <p>{t("intro")}</p>
      </div>
      <nav aria-label={t("contents")} className="rounded-lg border bg-muted/40 p-4 text-sm">
        <h2 className="mb-2 font-semibold">{t("contents")}</h2>
        <ol className="list-decimal space-y-1 pl-5">
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${key}`} className="underline-offset-4 hover:underline">
                {sectionT(section(key, "title"))}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((key, i) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`} className="flex scroll-mt-4 flex-col gap-2">
          <h2 id={`${key}-title`} className="text-lg font-semibold">
            {i + 1}. {sectionT(section(key, "title"))}
          </h2>
          {paragraphs(
            sectionT.rich(section(key, "body"), {
              link: (chunks: React.ReactNode) => (
                <Link href="/privacy" className="text-primary underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            }),
          )}
        </section>
      ))}
    </main>
  );
}

/** A body with a link is one paragraph; plain text (a string) is a paragraph per line. */
function paragraphs(body: React.ReactNode) {
  const lines = typeof body === "string" ? body.split("\n") : [body];
  return lines.map((line, j) => (
    <p key={j} className="leading-relaxed">
      {line}
    </p>
  ));
}
