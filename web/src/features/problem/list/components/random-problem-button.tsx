import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { useRandomProblem } from '../api/get-random-problem';

/** Asks the server for a random public problem and opens it. */
export function RandomProblemButton({ onPicked }: { onPicked: (problemId: string) => void }) {
  const { t } = useTranslation();
  const random = useRandomProblem(onPicked);
  return (
    <Button
      variant="secondary"
      disabled={random.isPending}
      onClick={() => random.mutate({})}
      data-testid="random-problem"
    >
      {t('problem.list.random')}
    </Button>
  );
}
