import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Image as ImageExtension } from '@tiptap/extension-image';
import type { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonAddImage,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonImageUpload,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor,
} from 'mui-tiptap';
import { type FormEvent, type Ref, useId, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/toast-provider';
import { errorMessage } from '../../../lib/api-error';
import { useUploadNewsImage } from '../api/upload-news-image';
import { descriptionSx } from './description-styles';

// What the editor offers is what the server's allow-list keeps: headings, bold, italic,
// lists, links and images. Headings start at level 2: the update's title is the level-2 heading
// above the description on the detail page, under the page's own level 1.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    // Not offered in the menu, so not kept by the editor either.
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
  }),
  ImageExtension,
  LinkBubbleMenuHandler,
];

type DescriptionEditorProps = {
  label: string;
  // The HTML the editor starts with (edit mode: the stored description).
  initialHtml: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  // react-hook-form focuses the field's ref on a validation error.
  focusRef: Ref<{ focus: () => void }>;
  error: string | undefined;
};

// The types the server keeps as description images (newsPulseTexts.imageInvalid).
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

// spec B §5: the rich-text Description (mui-tiptap). Images are uploaded to Pulse, or
// inserted by their address on the web.
export const DescriptionEditor = ({
  label,
  initialHtml,
  onChange,
  onBlur,
  focusRef,
  error,
}: DescriptionEditorProps) => {
  const labelId = useId();
  const helperId = useId();
  const editorRef = useRef<Editor | null>(null);
  const [content] = useState(initialHtml);
  const [isAddingImage, setIsAddingImage] = useState(false);
  const toast = useToast();
  const uploadImage = useUploadNewsImage();
  useImperativeHandle(focusRef, () => ({ focus: () => editorRef.current?.commands.focus() }), []);

  // The editable element is a textbox named by the label and described by the message, as the
  // form's other fields are.
  const editorProps = useMemo(
    () => ({
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-required': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helperId,
        'aria-invalid': String(error !== undefined),
      },
    }),
    [labelId, helperId, error],
  );

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <Typography
        id={labelId}
        variant="body2"
        color={error ? 'error' : 'text.secondary'}
        sx={{ mb: 0.5 }}
        onClick={() => editorRef.current?.commands.focus()}
      >
        {label}
      </Typography>
      <RichTextEditor
        extensions={extensions}
        content={content}
        editorProps={editorProps}
        onCreate={({ editor }) => {
          editorRef.current = editor;
        }}
        onUpdate={({ editor }) => onChange(editor.getHTML())}
        onBlur={onBlur}
        RichTextFieldProps={{
          variant: 'outlined',
          sx: [
            { '& .ProseMirror': { ...descriptionSx, minHeight: 160 } },
            error !== undefined && {
              '& .MuiTiptap-FieldContainer-notchedOutline': { borderColor: 'error.main' },
            },
          ],
        }}
        renderControls={() => (
          <MenuControlsContainer>
            <MenuSelectHeading />
            <MenuDivider />
            <MenuButtonBold />
            <MenuButtonItalic />
            <MenuDivider />
            <MenuButtonBulletedList />
            <MenuButtonOrderedList />
            <MenuDivider />
            <MenuButtonEditLink />
            <MenuButtonImageUpload
              tooltipLabel="Upload images"
              inputProps={{ accept: IMAGE_TYPES, 'aria-label': 'Description image files' }}
              onUploadFiles={async (files) => {
                // Each image on its own: one refused file does not lose the others.
                const uploads = await Promise.allSettled(files.map((file) => uploadImage.mutateAsync(file)));
                const refusal = uploads.find((upload) => upload.status === 'rejected');
                if (refusal) toast.error(errorMessage(refusal.reason));
                return uploads.flatMap((upload, index) =>
                  // The file's name (without its extension) stands for the picture to those who cannot see it.
                  upload.status === 'fulfilled'
                    ? [{ src: upload.value.url, alt: files[index]?.name.replace(/\.[^.]+$/, '') }]
                    : [],
                );
              }}
            />
            <MenuButtonAddImage
              tooltipLabel="Insert image by address"
              IconComponent={LanguageIcon}
              onClick={() => setIsAddingImage(true)}
            />
            <MenuDivider />
            <MenuButtonUndo />
            <MenuButtonRedo />
          </MenuControlsContainer>
        )}
      >
        {() => <LinkBubbleMenu />}
      </RichTextEditor>
      <FormHelperText id={helperId} error={error !== undefined} sx={{ mx: 1.75 }}>
        {error}
      </FormHelperText>
      <ImageAddressDialog
        open={isAddingImage}
        onClose={() => setIsAddingImage(false)}
        onInsert={(image) => {
          editorRef.current?.chain().focus().setImage(image).run();
          setIsAddingImage(false);
        }}
      />
    </Box>
  );
};

// An image on the web, by its address; only http(s), which the server's allow-list keeps too.
const parseImageAddress = (text: string): string | null => {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
};

type ImageAddressDialogProps = {
  open: boolean;
  onClose: () => void;
  onInsert: (image: { src: string; alt: string }) => void;
};

const ImageAddressDialog = ({ open, onClose, onInsert }: ImageAddressDialogProps) => {
  const [address, setAddress] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const insert = (event: FormEvent) => {
    // The dialog's form sits inside the news form: its submit stays here.
    event.preventDefault();
    event.stopPropagation();
    const src = parseImageAddress(address);
    if (!src) {
      setError('Enter the image’s address, starting with https://');
      return;
    }
    onInsert({ src, alt: alt.trim() });
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="news-image-address-title"
      slotProps={{
        transition: {
          onExited: () => {
            setAddress('');
            setAlt('');
            setError(null);
          },
        },
      }}
    >
      <Box component="form" noValidate onSubmit={insert}>
        <DialogTitle id="news-image-address-title">Insert image</DialogTitle>
        <DialogContent>
          <TextField
            label="Image address"
            type="url"
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            error={error !== null}
            helperText={error ?? 'The address of an image on the web, such as https://…/picture.png'}
            fullWidth
            margin="dense"
            autoFocus
          />
          <TextField
            label="Description of the image"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
            helperText="Read out to people who cannot see it"
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Insert
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
};
