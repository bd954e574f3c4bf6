/**
 * The pre-publish panel "Website check": every problem the website finds in the post's blocks,
 * asked of the plugin's REST route (includes/editor-preview.php) with the content as the editor
 * has it now. Plain JavaScript on WordPress's own packages, so it needs no build.
 */
( function ( wp ) {
	const { createElement: el, useEffect, useState } = wp.element;
	const { __, sprintf, _n } = wp.i18n;
	const { select } = wp.data;
	const PrePublishPanel = ( wp.editor && wp.editor.PluginPrePublishPanel ) || wp.editPost.PluginPrePublishPanel;

	function useCheck() {
		const [ state, setState ] = useState( { loading: true } );
		useEffect( () => {
			const editor = select( 'core/editor' );
			wp.apiFetch( {
				path: '/larkspur-site/v1/problems',
				method: 'POST',
				data: { post_id: editor.getCurrentPostId(), content: editor.getEditedPostContent() },
			} ).then(
				( result ) => setState( { result } ),
				( error ) => setState( { failed: error && error.message ? error.message : __( 'The website could not be asked.', 'larkspur-site' ) } )
			);
		}, [] );
		return state;
	}

	function Problem( { problem } ) {
		const error = problem.severity === 'error';
		return el(
			'li',
			{ style: { margin: '0 0 8px', paddingLeft: '8px', borderLeft: `3px solid ${ error ? '#d63638' : '#dba617' }` } },
			el( 'strong', null, `${ error ? __( 'Error', 'larkspur-site' ) : __( 'Warning', 'larkspur-site' ) } · ${ problem.title } (${ sprintf( __( 'block %d', 'larkspur-site' ), problem.block + 1 ) })` ),
			el( 'br' ),
			problem.text
		);
	}

	function WebsiteCheck() {
		const { loading, result, failed } = useCheck();
		let body;
		if ( loading ) {
			body = el( 'p', null, __( 'Asking the website…', 'larkspur-site' ) );
		} else if ( failed ) {
			body = el( 'p', null, failed );
		} else if ( result.problems.length === 0 ) {
			body = el( 'p', null, sprintf( _n( 'The website finds no problem in the %d block it draws.', 'The website finds no problem in the %d blocks it draws.', result.checked, 'larkspur-site' ), result.checked ) );
		} else {
			body = el(
				'div',
				{ className: 'larkspur-site-problems' },
				el(
					'p',
					null,
					sprintf( _n( '%d error (the block is not shown),', '%d errors (the block is not shown),', result.errors, 'larkspur-site' ), result.errors ) +
						' ' +
						sprintf( _n( '%d warning (a value is changed or left out).', '%d warnings (a value is changed or left out).', result.warnings, 'larkspur-site' ), result.warnings )
				),
				result.refusesErrors && result.errors > 0 ? el( 'p', { style: { color: '#d63638', fontWeight: 600 } }, __( 'This site refuses to publish a post with block errors: fix them first.', 'larkspur-site' ) ) : null,
				el( 'ul', { style: { margin: 0 } }, result.problems.map( ( problem, index ) => el( Problem, { key: index, problem } ) ) )
			);
		}
		const count = result ? result.problems.length : 0;
		const title = count > 0 ? sprintf( _n( 'Website check: %d problem', 'Website check: %d problems', count, 'larkspur-site' ), count ) : __( 'Website check', 'larkspur-site' );
		return el( PrePublishPanel, { title, initialOpen: true, className: 'larkspur-site-website-check' }, body );
	}

	wp.plugins.registerPlugin( 'larkspur-site-website-check', { render: WebsiteCheck } );
} )( window.wp );
