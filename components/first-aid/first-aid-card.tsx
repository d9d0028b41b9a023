import { getTranslations } from "next-intl/server";
import type { FirstAidCard as Card, FirstAidSource } from "@/lib/first-aid/schema";

/** The sources a card or note was written from: title, link and the day it was checked. */
export async function SourceList({ sources }: { sources: FirstAidSource[] }) {
  const t = await getTranslations("FirstAid");
  return (
    <div className="text-xs text-muted-foreground">
      <p className="font-semibold">{t("sources")}</p>
      <ul className="flex flex-col gap-1">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} target="_blank" rel="noopener noreferrer" className="break-words underline underline-offset-2">
              {source.title}
            </a>{" "}
            ({t("checked", { date: source.checked })})
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One symptom's first aid: steps, what not to do, moving, when to go at once, sources. Server-rendered. */
export async function FirstAidCardBody({ card, headingLevel = 4 }: { card: Card; headingLevel?: 3 | 4 }) {
  const t = await getTranslations("FirstAid");
  const H = `h${headingLevel}` as "h3" | "h4";
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p className="rounded-md border-l-4 border-destructive bg-destructive/5 p-2 font-semibold">
        {t("goNow")} {card.goNow}
      </p>
      <div>
        <H className="font-semibold">{t("doNow")}</H>
        <ol className="list-decimal pl-5">
          {card.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div>
        <H className="font-semibold">{t("avoid")}</H>
        <ul className="list-disc pl-5">
          {card.avoid.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div>
        <H className="font-semibold">{t("moving")}</H>
        <p>{card.moving}</p>
      </div>
      <SourceList sources={card.sources} />
    </div>
  );
}
