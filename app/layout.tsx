// The real root layout is app/[locale]/layout.tsx (it owns <html lang>); this
// pass-through exists so that app/not-found.tsx has a layout.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
