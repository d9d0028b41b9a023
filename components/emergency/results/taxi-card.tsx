"use client";

import { useRef } from "react";
import { Button } from "@/components/ui/button";

export type TaxiLabels = {
  show: string;
  showLabel: string;
  please: string;
  pleaseZh: string;
  close: string;
  directions: string;
  noChinese: string;
};

export type TaxiPlace = { name: string; nameZh: string | null; address: string; addressZh: string | null; directionsHref: string | null };

// No icons here: every byte of this file ships with the results page and the wizard.

/**
 * "Show to taxi driver" (issue 19): the clinic's Chinese name and address in
 * very large type on a full-screen native <dialog>. Everything is in the page
 * already, so it opens with no network.
 */
export function TaxiCard({ place, labels }: { place: TaxiPlace; labels: TaxiLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => dialog.current?.close();
  return (
    <>
      <Button
        ref={opener}
        type="button"
        size="lg"
        variant="outline"
        onClick={() => dialog.current?.showModal()}
        aria-label={labels.showLabel}
        data-tap="taxi"
      >
        {labels.show}
      </Button>
      <dialog
        ref={dialog}
        aria-label={labels.please}
        onClose={() => opener.current?.focus()}
        className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-5 text-white backdrop:bg-black"
        data-taxi
      >
        <div className="flex min-h-full flex-col gap-5">
          <p className="text-2xl font-bold text-yellow-300" lang="yue-Hant-HK">
            {labels.pleaseZh}
          </p>
          <p className="text-5xl leading-tight font-black break-words" lang="zh-HK" data-taxi-name>
            {place.nameZh ?? place.name}
          </p>
          <p
            className="text-4xl leading-snug font-bold break-words text-yellow-300"
            lang={place.addressZh ? "zh-HK" : "en"}
            data-taxi-address
          >
            {place.addressZh ?? place.address}
          </p>
          {!place.addressZh && <p className="text-base">{labels.noChinese}</p>}
          <p className="text-lg text-neutral-300" lang="en">
            {place.name}
            <br />
            {place.address}
          </p>
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
      </dialog>
    </>
  );
}
