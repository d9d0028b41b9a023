/** The dashboard's place when there is no clinic to show (not linked, or the clinic is gone). */
export function DashboardNotice({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-1 flex-col gap-3 px-4 py-10 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </main>
  );
}
