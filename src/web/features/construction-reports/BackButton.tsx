import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';

/** Back to the previous screen, or to the construction dashboard when the screen was opened directly. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const back = () => {
    if (location.key === 'default') void navigate('/construction');
    else void navigate(-1);
  };
  return (
    <Button variant="default" leftSection={<IconArrowLeft size={14} />} onClick={back} className="no-print">
      Back
    </Button>
  );
}
