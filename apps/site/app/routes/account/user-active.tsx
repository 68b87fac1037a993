// Placeholder until this page is built.
export default function Page() {
  return <h1>user-active</h1>;
}
