// Placeholder until this page is built.
export default function Page() {
  return <h1>demo-request</h1>;
}
