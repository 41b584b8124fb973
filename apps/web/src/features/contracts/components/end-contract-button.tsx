import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { END_CONTRACT_MSG } from '@homebid/shared/constants/contract-end';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { useEndContract } from '../api/end-contract';
import { useToasts } from '../../../components/toasts/toasts';

/**
 * End Contract (poster, while the contract is ongoing): asks first; the server refuses with 'Please complete all
 * the milestones to end this project.' until every milestone is paid. Afterwards the poster goes to My Projects.
 */
export function EndContractButton({ contract }: { contract: ContractDetail }) {
  const { message, modal } = useToasts();
  const navigate = useNavigate();
  const end = useEndContract();
  if (contract.status !== 'ongoing') return null;

  const onEnd = () =>
    modal.confirm({
      title: END_CONTRACT_MSG.confirmTitle,
      content: END_CONTRACT_MSG.confirmText,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () =>
        end.mutateAsync(contract.id).then(
          (result) => {
            void message.success(result.message);
            navigate(webPath(WEB_PATHS.myProjects, { status: 'closed' }));
          },
          (error: Error) => {
            modal.error({ title: 'Error', content: error.message, okText: 'Ok' });
          },
        ),
    });

  return (
    <Button danger type="primary" loading={end.isPending} onClick={onEnd}>
      {END_CONTRACT_MSG.button}
    </Button>
  );
}
