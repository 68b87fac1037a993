// Placeholder until this page is built.
export default function Page() {
  return <h1>insights-ubo-for-chinese-companies</h1>;
}
