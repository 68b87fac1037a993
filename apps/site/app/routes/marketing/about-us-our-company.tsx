// Placeholder until this page is built.
export default function Page() {
  return <h1>about-us-our-company</h1>;
}
