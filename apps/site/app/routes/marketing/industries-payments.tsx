// Placeholder until this page is built.
export default function Page() {
  return <h1>industries-payments</h1>;
}
