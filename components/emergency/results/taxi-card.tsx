"use client";

import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";

export type TaxiLabels = {
  show: string;
  showLabel: string;
  please: string;
  pleaseZh: string;
  close: string;
  directions: string;
  noChinese: string;
  /** Across water, what the owner does first (the ferry from or to its pier), in the page's language. */
  ferry?: string;
};

export type TaxiPlace = { name: string; nameZh: string | null; address: string; addressZh: string | null; directionsHref: string | null };

// No icons here: every byte of this file ships with the results page and the wizard.

/**
 * "Show to taxi driver": the clinic's Chinese name and address in
 * very large type on a full-screen native <dialog>. Everything is in the page
 * already (the props), so it opens with no network. The dialog's content is
 * made when it opens: a results page has a taxi card on every clinic, and
 * the signs of ~56 closed dialogs were ~85 KB of its document and its DOM.
 */
export function TaxiCard({ place, labels }: { place: TaxiPlace; labels: TaxiLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  const show = () => {
    // The sign is in the dialog before it opens, so showModal() focuses its autofocus button.
    flushSync(() => setOpen(true));
    dialog.current?.showModal();
  };
  return (
    <>
      <Button
        ref={opener}
        type="button"
        size="lg"
        variant="outline"
        onClick={show}
        aria-label={labels.showLabel}
        className="noscript:hidden"
        data-tap="taxi"
      >
        {labels.show}
      </Button>
      <dialog
        ref={dialog}
        aria-label={labels.please}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-5 text-white backdrop:bg-black"
        data-taxi
      >
        {open && (
          <div className="flex min-h-full flex-col gap-5">
            <TaxiSign place={place} labels={labels} />
            <div className="mt-auto grid grid-cols-2 gap-3">
              {place.directionsHref && (
                <Button asChild size="xl" className="bg-yellow-300 text-black hover:bg-yellow-200">
                  <a href={place.directionsHref} target="_blank" rel="noopener noreferrer">
                    {labels.directions}
                  </a>
                </Button>
              )}
              <Button type="button" size="xl" variant="outline" className="col-start-2 bg-black text-white" onClick={close} autoFocus>
                {labels.close}
              </Button>
            </div>
          </div>
        )}
      </dialog>
      {/* Without JavaScript the dialog cannot open: the same sign in a native <details>. */}
      <noscript>
        <details className="rounded-md border">
          <summary className="cursor-pointer p-2 font-semibold">{labels.show}</summary>
          <div className="flex flex-col gap-5 bg-black p-5 text-white">
            <TaxiSign place={place} labels={labels} />
          </div>
        </details>
      </noscript>
    </>
  );
}

/** What the driver reads: the Chinese name and address in very large type, then the English; first, the owner's ferry. */
function TaxiSign({ place, labels }: { place: TaxiPlace; labels: TaxiLabels }) {
  return (
    <>
      {labels.ferry && (
        <p className="rounded-md border border-yellow-300 p-3 text-lg font-semibold" data-taxi-ferry>
          {labels.ferry}
        </p>
      )}
      <p className="text-2xl font-bold text-yellow-300" lang="yue-Hant-HK">
        {labels.pleaseZh}
      </p>
      <p className="text-5xl leading-tight font-black break-words" lang="zh-HK" data-taxi-name>
        {place.nameZh ?? place.name}
      </p>
      <p className="text-4xl leading-snug font-bold break-words text-yellow-300" lang={place.addressZh ? "zh-HK" : "en"} data-taxi-address>
        {place.addressZh ?? place.address}
      </p>
      {!place.addressZh && <p className="text-base">{labels.noChinese}</p>}
      <p className="text-lg text-neutral-300" lang="en">
        {place.name}
        <br />
        {place.address}
      </p>
    </>
  );
}
