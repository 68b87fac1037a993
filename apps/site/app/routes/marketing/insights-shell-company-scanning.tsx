// Placeholder until this page is built.
export default function Page() {
  return <h1>insights-shell-company-scanning</h1>;
}
