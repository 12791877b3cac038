# _oxide_chain_launcher(<target> <launcher> [args]): <launcher> (oxide-cuda-launcher)
# in front of the CUDA compiler launcher <target> already has (ccache), never
# in place of it, and only once. Shared by oxide-toolchain.cmake and
# oxide_add_kernels (OxideKernels.cmake); installed beside both.
function(_oxide_chain_launcher target)
  set(launcher ${ARGN}) # the launcher and its own arguments
  get_target_property(own ${target} CUDA_COMPILER_LAUNCHER)
  if(NOT own)
    set(own "")
  endif()
  if(NOT "${own}" MATCHES "oxide-cuda-launcher")
    set_property(TARGET ${target} PROPERTY CUDA_COMPILER_LAUNCHER ${launcher} ${own})
  endif()
endfunction()

# _oxide_chain_launchers(<launcher> <dir>): the same for every target of <dir>
# and the directories under it.
function(_oxide_chain_launchers launcher dir)
  get_property(targets DIRECTORY "${dir}" PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY")
      continue()
    endif()
    _oxide_chain_launcher(${t} "${launcher}")
  endforeach()
  get_property(subdirs DIRECTORY "${dir}" PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    _oxide_chain_launchers("${launcher}" "${sub}")
  endforeach()
endfunction()
