"use client";

import dynamic from "next/dynamic";

// The form's code loads only when a card offers it (a clinic said yes, or was
// called): the page's first visit does not carry it.
export const LazyComingForm = dynamic(() => import("./coming-form").then((m) => m.ComingForm));
