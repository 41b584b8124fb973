import { InboxOutlined } from '@ant-design/icons';
import { Form, Input, Modal, Upload, type UploadFile, type UploadProps } from 'antd';
import { MSG } from '@homebid/shared/constants';
import { schemaField, zodRule } from '../../../lib/form-rules';

const certificate = () => import('@homebid/shared/schemas/profile').then((m) => m.certificateFieldsSchema);
import { useAddCertificate } from '../api/add-certificate';
import { useToasts } from '../../../components/toasts/toasts';

const JPG_PNG = ['image/jpeg', 'image/png'];

interface CertificateForm {
  title: string;
  files: UploadFile[];
}

/** 'Add Certification': a title and a JPG/PNG image dropped or chosen, then Add or Cancel. */
export function AddCertificateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = useToasts();
  const add = useAddCertificate();
  const [form] = Form.useForm<CertificateForm>();

  // keep the file in the form instead of uploading at once: the certificate is created on 'Add'
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!JPG_PNG.includes(file.type)) {
      message.error(MSG.imageJpgPng);
      return Upload.LIST_IGNORE;
    }
    return false;
  };

  const close = () => {
    form.resetFields();
    onClose();
  };

  const onFinish = ({ title, files }: CertificateForm) => {
    const file = files[0]?.originFileObj;
    if (!file) return;
    const hide = message.loading(MSG.uploading, 0);
    add.mutate(
      { title, file },
      {
        onSuccess: () => {
          message.success('Certification added.');
          close();
        },
        onError: (error) => message.error(error.message || MSG.uploadFailed),
        onSettled: hide,
      },
    );
  };

  return (
    <Modal
      title="Add Certification"
      open={open}
      okText="Add"
      cancelText="Cancel"
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={add.isPending}
      width={500}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={onFinish} initialValues={{ files: [] }}>
        <Form.Item name="title" label="Title" rules={[zodRule(schemaField(certificate, 'title'))]}>
          <Input maxLength={120} placeholder="e.g. Licensed Electrician" />
        </Form.Item>
        <Form.Item
          name="files"
          label="Certificate Image"
          valuePropName="fileList"
          getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList.slice(-1)}
          rules={[{ validator: async (_rule, files: UploadFile[]) => { if (!files?.length) throw new Error(MSG.certificateFileRequired); } }]}
        >
          <Upload.Dragger accept=".jpg,.jpeg,.png,image/jpeg,image/png" maxCount={1} beforeUpload={beforeUpload} listType="picture">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag a file to this area to upload</p>
            <p className="ant-upload-hint">JPG or PNG image of the certificate.</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
    </Modal>
  );
}
