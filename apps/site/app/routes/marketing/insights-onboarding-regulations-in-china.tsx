// Placeholder until this page is built.
export default function Page() {
  return <h1>insights-onboarding-regulations-in-china</h1>;
}
