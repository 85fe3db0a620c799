import { HeadFormPage } from './HeadFormPage';

export default function MainGroupCreatePage() {
  return <HeadFormPage kind="main" />;
}
