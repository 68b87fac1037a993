// Placeholder until this page is built.
export default function Page() {
  return <h1>system-status</h1>;
}
