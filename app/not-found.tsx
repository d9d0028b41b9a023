"use client";

import NextError from "next/error";

// Only paths the locale proxy skips (such as a missing file) reach this; every
// page path renders the localized app/[locale]/not-found.tsx instead.
export default function RootNotFound() {
  return (
    <html lang="en">
      <body>
        <NextError statusCode={404} />
      </body>
    </html>
  );
}
