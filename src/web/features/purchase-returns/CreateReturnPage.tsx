import { ReturnForm } from './ReturnForm';

export default function CreateReturnPage() {
  return <ReturnForm />;
}
