import { HeadFormPage } from './HeadFormPage';

export default function SubGroupCreatePage() {
  return <HeadFormPage kind="sub" />;
}
